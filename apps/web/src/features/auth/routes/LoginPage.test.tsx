import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { mockApi } from '@/test/fetchMock';
import { renderApp } from '@/test/renderApp';
import { loginResponse } from '@/test/session';
import { setViewport } from '@/test/viewport';

const noSession = { status: 401, body: { code: 'UNAUTHORIZED', message: 'No session' } };

/** The readable cookie the server sets beside the refresh cookie. */
const setSessionMarker = () => {
  document.cookie = 'club_session=1; path=/';
};
afterEach(() => {
  document.cookie = 'club_session=; path=/; max-age=0';
});

const openLoginPage = async () => {
  const app = renderApp('/login');
  await screen.findByRole('button', { name: 'Se connecter' });
  return app;
};

describe('login page', () => {
  it('has remember-me checked by default', async () => {
    mockApi({ 'POST /coach/refresh': noSession });
    await openLoginPage();
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeChecked();
  });

  it('submits with Enter, sending rememberMe, and goes to /home', async () => {
    setViewport('desktop');
    const server = mockApi({
      'POST /coach/refresh': noSession,
      'POST /coach/login': { body: loginResponse({ login: 'jdupont' }) },
    });
    const { router } = await openLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-password{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('POST', '/coach/login')[0]?.body).toEqual({
      login: 'jdupont',
      password: 'secret-password',
      rememberMe: true,
    });
    expect(getSession()).toMatchObject({ status: 'authenticated', login: 'jdupont' });
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('sends rememberMe false when unticked', async () => {
    const server = mockApi({
      'POST /coach/refresh': noSession,
      'POST /coach/login': { status: 401, body: { code: 'LOGIN_FAILED', message: 'Connection failed' } },
    });
    await openLoginPage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await user.type(screen.getByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'pw{Enter}');

    await waitFor(() => expect(server.callsTo('POST', '/coach/login')).toHaveLength(1));
    expect(server.callsTo('POST', '/coach/login')[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('shows LOGIN_FAILED when the credentials are refused', async () => {
    const server = mockApi({
      'POST /coach/refresh': noSession,
      'POST /coach/login': { status: 401, body: { code: 'LOGIN_FAILED', message: 'Connection failed' } },
    });
    await openLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion échouée. Vérifiez votre identifiant / mot de passe',
    );
    // A failed login is an answer, not an expired session: no refresh attempt follows it (and,
    // without a session marker, none preceded it either).
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(0);
  });

  it('explains a lock-out after too many attempts', async () => {
    mockApi({
      'POST /coach/refresh': noSession,
      'POST /coach/login': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' } },
    });
    await openLoginPage();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Identifiant/), 'jdupont');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
  });

  it('asks for the username and password before calling the server', async () => {
    const server = mockApi({ 'POST /coach/refresh': noSession });
    await openLoginPage();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Veuillez saisir votre identifiant')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe')).toBeInTheDocument();
    expect(server.callsTo('POST', '/coach/login')).toHaveLength(0);
  });

  it('sends a user restored from the refresh cookie straight to /home', async () => {
    setViewport('desktop');
    setSessionMarker();
    mockApi({ 'POST /coach/refresh': { body: loginResponse({ login: 'jdupont' }) } });
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('links to the forgotten-password page', async () => {
    mockApi({});
    const { router } = await openLoginPage();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
  });

  it('says the password was changed when the reset page sends the user here', async () => {
    const server = mockApi({});
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(screen.queryByText('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.')).not.toBeInTheDocument();

    await act(() => router.navigate('/login', { state: { passwordReset: true } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.');
    expect(server.calls).toHaveLength(0);
  });
});
