import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { loginResponse } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

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

    expect(await screen.findByRole('alert')).toHaveTextContent('Connexion échouée. Vérifiez votre identifiant / mot de passe');
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
    // Only the club's public name and logo were asked for: no login, no session.
    expect(server.calls.filter((call) => !(call.method === 'GET' && call.path === '/club'))).toHaveLength(0);
  });
});

describe('the club on the login page', () => {
  const club = (logoUrl: string | null) => ({
    'POST /coach/refresh': noSession,
    'GET /club': {
      body: {
        name: 'Cercle des Nageurs de Fontvieille',
        shortName: null,
        logoUrl,
        address: { lines: [], postalCode: null, city: null, country: null },
        email: null,
        phone: null,
        website: null,
      },
    },
  });

  it('shows the club’s logo, decorative, 48 px high, beside its name on a phone', async () => {
    setViewport('phone');
    const server = mockApi(club('/api/club/logo?v=0123abcd'));
    const { container } = await openLoginPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cercle des Nageurs de Fontvieille' })).toBeInTheDocument();
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', '/api/club/logo?v=0123abcd');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('height', '48');
    // Decorative: no image is announced, the name says who the club is.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/club')).toHaveLength(1);
  });

  it('shows the app’s mark without a logo, and the app’s name while the club’s cannot be read', async () => {
    mockApi(club(null));
    const { container } = await openLoginPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cercle des Nageurs de Fontvieille' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    mockApi({ 'POST /coach/refresh': noSession, 'GET /club': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'Unknown error' } } });
    const other = renderApp('/login');
    await within(other.container).findByRole('button', { name: 'Se connecter' });
    expect(within(other.container).getByRole('heading', { level: 1, name: 'Club de natation' })).toBeInTheDocument();
    expect(other.container.querySelector('img')).toBeNull();
  });

  it('shows the app’s mark again when the logo cannot be loaded', async () => {
    mockApi(club('/api/club/logo?v=gone'));
    const { container } = await openLoginPage();
    await screen.findByRole('heading', { level: 1, name: 'Cercle des Nageurs de Fontvieille' });
    const logo = container.querySelector('img')!;
    fireEvent.error(logo);
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(container.querySelector('[data-testid="PoolIcon"]')).not.toBeNull();
  });
});
