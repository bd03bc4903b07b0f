import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { loginResponse } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { hasSessionMarker } from './sessionMarker';
import { restoreSession } from './restoreSession';

const noSession = { status: 401, body: { code: 'UNAUTHORIZED', message: 'No session' } };

afterEach(() => {
  document.cookie = 'club_session=; path=/; max-age=0';
});

describe('the start-up refresh', () => {
  it('is not sent by a visit without the session marker: nobody is logged in, and no request fails', async () => {
    const server = mockApi({ 'POST /coach/refresh': noSession });
    await restoreSession();
    expect(server.calls).toHaveLength(0);
    expect(getSession().status).toBe('anonymous');
  });

  it('is sent when the marker says a session exists, and opens it', async () => {
    document.cookie = 'club_session=1; path=/';
    const server = mockApi({ 'POST /coach/refresh': { body: loginResponse({ login: 'jdupont' }) } });
    await restoreSession();
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1);
    expect(getSession()).toMatchObject({ status: 'authenticated', login: 'jdupont' });
  });

  it('leaves the visitor anonymous when the server refuses a refresh the marker promised', async () => {
    document.cookie = 'club_session=1; path=/';
    const server = mockApi({ 'POST /coach/refresh': noSession });
    await restoreSession();
    expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1);
    expect(getSession().status).toBe('anonymous');
  });

  it('reads the marker among other cookies, and not an emptied one', () => {
    expect(hasSessionMarker('lang=fr; club_session=1')).toBe(true);
    expect(hasSessionMarker('lang=en')).toBe(false);
    expect(hasSessionMarker('club_session=; lang=fr')).toBe(false);
    expect(hasSessionMarker('my_club_session=1')).toBe(false);
  });
});

describe('opening a staff screen', () => {
  it('goes straight to /login without any request when logged out', async () => {
    const server = mockApi({ 'POST /coach/refresh': noSession });
    const { router } = renderApp('/home');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    // The login page reads the club's public name and logo; nothing about a session.
    expect(server.calls.filter((call) => !(call.method === 'GET' && call.path === '/club'))).toHaveLength(0);
  });

  it('keeps a logged-in user who reloads the page on it', async () => {
    setViewport('desktop');
    document.cookie = 'club_session=1; path=/';
    mockApi({ 'POST /coach/refresh': { body: loginResponse({ login: 'jdupont' }) } });
    const { router } = renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
