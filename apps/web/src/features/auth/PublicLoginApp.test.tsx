import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { loginResponse } from '@/testing/session';
import { isLoginPageData, loginQueryClient, PublicLoginApp } from './PublicLoginApp';

describe('the login page on its own', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the club's heading the server gave, asks nothing for it, and links to the recovery page by a page load", async () => {
    const server = mockApi({});
    render(
      <StrictMode>
        <PublicLoginApp queryClient={loginQueryClient({ clubHeading: { name: 'Les Dauphins', logoUrl: null } })} language="fr" />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Dauphins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    // A phone's keyboard must not capitalise the username, nor its spell checker correct it.
    const username = screen.getByLabelText(/Identifiant/);
    expect(username).toHaveAttribute('autocapitalize', 'none');
    expect(username).toHaveAttribute('spellcheck', 'false');
    expect(server.calls).toHaveLength(0);
  });

  it('opens the staff app on its home once signed in', async () => {
    const leave = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace: leave });
    const server = mockApi({ 'POST /coach/login': { body: loginResponse({ login: 'jdupont' }) } });
    render(<PublicLoginApp queryClient={loginQueryClient(undefined)} language="fr" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-password{Enter}');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/home'));
    expect(server.callsTo('POST', '/coach/login')[0]?.body).toMatchObject({ login: 'jdupont', rememberMe: true });
    expect(getSession()).toMatchObject({ status: 'authenticated', login: 'jdupont' });
  });

  it('says why a refused sign-in failed, and stays', async () => {
    const leave = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace: leave });
    mockApi({ 'POST /coach/login': { status: 401, body: { code: 'LOGIN_FAILED', message: 'Connection failed' } } });
    render(<PublicLoginApp queryClient={loginQueryClient(undefined)} language="fr" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});

describe("the login page's data from the server", () => {
  it('is accepted only with a heading (or null) and texts', () => {
    expect(isLoginPageData({ clubHeading: null, texts: {} })).toBe(true);
    expect(isLoginPageData({ clubHeading: { name: 'CN', logoUrl: '/api/club/logo?v=1' }, texts: { fr: {} } })).toBe(true);
    expect(isLoginPageData({ clubHeading: { name: 'CN' }, texts: {} })).toBe(false);
    expect(isLoginPageData({ clubHeading: { name: 3, logoUrl: null }, texts: {} })).toBe(false);
    expect(isLoginPageData({ clubHeading: null })).toBe(false);
    expect(isLoginPageData(undefined)).toBe(false);
  });
});
