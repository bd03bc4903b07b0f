import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { loginResponse, signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const noSession = { status: 401, body: { code: 'UNAUTHORIZED', message: 'No session' } };

const expectPath = async (router: ReturnType<typeof renderApp>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('route guards', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('sends a visitor without a session from a staff screen to /login', async () => {
    mockApi({ 'POST /coach/refresh': noSession });
    const { router } = renderApp('/home');

    await expectPath(router, '/login');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('shows a full-page spinner while the start-up refresh is pending', async () => {
    // The server's marker that a refresh cookie was set: without it no refresh is tried.
    document.cookie = 'club_session=1; path=/';
    onTestFinished(() => {
      document.cookie = 'club_session=; path=/; max-age=0';
    });
    let answer: ((value: { status: number; body: unknown }) => void) | null = null;
    const server = mockApi({ 'POST /coach/refresh': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp('/home');

    await waitFor(() => expect(server.callsTo('POST', '/coach/refresh')).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');

    setViewport('desktop');
    act(() => answer?.({ status: 200, body: loginResponse({ login: 'jdupont' }) }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('returns to the requested screen after logging in', async () => {
    setViewport('desktop');
    mockApi({
      'POST /coach/refresh': noSession,
      'POST /coach/login': { body: loginResponse({ roles: ['ADMIN'] }) },
      'GET /coach/': { body: [] },
    });
    const { router } = renderApp('/user/');
    await expectPath(router, '/login');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Identifiant/), 'admin');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'password{Enter}');

    await expectPath(router, '/user/');
  });

  it('tells a coach whom an admin screen is for, on its own address, with the way home', async () => {
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    const server = mockApi({});
    const { router } = renderApp('/user/create');

    expect(await screen.findByRole('heading', { name: 'Accès réservé', level: 1 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Cette page est réservée aux administrateurs.')).toBeInTheDocument();
    expect(main.getByText('Votre rôle : Entraîneur.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/create');
    // The screen itself never ran: nothing was asked of the server but the club's public name for the header.
    expect(server.calls.filter((call) => call.path !== '/club')).toEqual([]);

    await userEvent.setup().click(main.getByRole('link', { name: 'Retour à l’accueil' }));
    await expectPath(router, '/home');
  });

  it('names every role a screen is for, in English too', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ roles: ['COACH'] });
    mockApi({});
    renderApp('/group/create');

    expect(await screen.findByRole('heading', { name: 'Restricted page', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This page is for administrators and section managers.')).toBeInTheDocument();
    expect(screen.getByText('Your role: Coach.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
  });

  it('opens an admin screen for an admin', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({ 'GET /role/': { body: [] } });
    const { router } = renderApp('/user/create');

    expect(await screen.findByRole('heading', { name: 'Créer un utilisateur' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/create');
  });

  it('sends a user who must change the default password to /settings', async () => {
    setViewport('desktop');
    signIn({ roles: ['COACH'], mustChangePassword: true });
    mockApi({});
    const { router } = renderApp('/home');

    await expectPath(router, '/settings');
  });

  it('moves to /settings when the server answers PASSWORD_CHANGE_REQUIRED', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'], mustChangePassword: false });
    mockApi({ 'GET /coach/': { status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Change it' } } });
    const { router } = renderApp('/user/');

    await expectPath(router, '/settings');
    expect(await screen.findByText('Mot de passe par défaut à remplacer')).toBeInTheDocument();
  });

  it('redirects / to /home when logged in', async () => {
    setViewport('desktop');
    signIn();
    mockApi({});
    const loggedIn = renderApp('/');
    await expectPath(loggedIn.router, '/home');
  });

  it('redirects an unknown path to / and on to /login', async () => {
    mockApi({ 'POST /coach/refresh': noSession });
    const { router } = renderApp('/no/such/page');

    await expectPath(router, '/login');
  });

  it('logs out on a refused refresh and lands on /login with an explanation', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'], access: 'expired' });
    mockApi({ 'GET /coach/': noSession, 'POST /coach/refresh': noSession });
    const { router } = renderApp('/user/');

    await expectPath(router, '/login');
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
  });
});
