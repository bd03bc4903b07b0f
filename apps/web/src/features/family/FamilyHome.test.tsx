import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { homeFixture, LINK_TOKEN, linkSpent, notSignedIn, sessionFixture } from './testing/fixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';

const otherDevice = sessionFixture({ id: 2, current: false, device: 'Firefox · Windows', createdAt: '2025-09-01T06:00:00.000Z' });

const signedIn = (routes: MockRoutes = {}): MockRoutes => ({
  'GET /family/': { body: homeFixture() },
  'GET /family/sessions': { body: { sessions: [otherDevice, sessionFixture()] } },
  'GET /family/payments': { body: { accounts: [], payments: [] } },
  ...routes,
});

const memberCard = (name: string) => screen.getByRole('region', { name });

describe('opening a mailed sign-in link', () => {
  it('exchanges the token once, takes it out of the address, then shows the home', async () => {
    const server = mockApi(signedIn({ 'POST /family/session': { body: homeFixture() } }));
    renderFamilyPage(`/family?token=${LINK_TOKEN}`);
    expect(await screen.findByText('Connecté avec l’adresse claire.martin@example.fr', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/session').map((call) => call.body)).toEqual([{ token: LINK_TOKEN }]);
    expect(window.location.pathname).toBe('/family');
    expect(window.location.search).toBe('');
    // The exchange comes first: the home is its answer.
    expect(server.calls.find((call) => call.path.startsWith('/family'))).toMatchObject({ method: 'POST', path: '/family/session' });
    expect(server.calls.every((call) => call.authorization === null)).toBe(true);
  });

  it('says the link has expired or was used, and offers the sign-in form for a new one', async () => {
    const server = mockApi({ 'POST /family/session': linkSpent, 'POST /family/sign-in': { status: 202 } });
    // A token of its own: a page never sends the same token twice.
    renderFamilyPage(`/family?token=${LINK_TOKEN}-used`);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Ce lien a expiré ou a déjà été utilisé');
    expect(window.location.search).toBe('');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'claire.martin@example.fr');
    await user.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/un lien de connexion est en route/);
    expect(server.callsTo('POST', '/family/session')).toHaveLength(1);
  });
});

describe('the family’s home', () => {
  it('shows each member’s state this season and exactly what is missing, in plain words', async () => {
    mockApi(signedIn());
    renderFamilyPage('/family');
    await screen.findByRole('heading', { name: 'Adhérents' }, { timeout: 15_000 });

    const lea = memberCard('Léa Martin');
    expect(within(lea).getByText('Saison 2025-2026')).toBeInTheDocument();
    expect(within(lea).getByText('Inscription : Documents manquants')).toBeInTheDocument();
    expect(within(lea).getByText('Il manque encore :')).toBeInTheDocument();
    expect(
      within(within(lea).getByRole('list', { name: 'Il manque encore :' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Certificat médical', 'Paiement de la cotisation']);

    const hugo = memberCard('Hugo Martin');
    expect(within(hugo).getByText('Inscription : Terminée')).toBeInTheDocument();
    expect(within(hugo).getByText('Rien ne manque')).toBeInTheDocument();
    expect(within(hugo).queryByRole('listitem')).not.toBeInTheDocument();

    const noe = memberCard('Noé Martin');
    expect(within(noe).getByText('Pas d’inscription cette saison')).toBeInTheDocument();
    expect(within(noe).queryByText(/Inscription :/)).not.toBeInTheDocument();
  });

  it('shows the sign-in form when no session is open', async () => {
    const server = mockApi({ 'GET /family/': notSignedIn });
    renderFamilyPage('/family');
    expect(await screen.findByRole('heading', { name: 'Se connecter' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
    expect(server.callsTo('GET', '/family/sessions')).toHaveLength(0);
  });

  it('lays out on a 390 px phone: one column of cards, the devices as a list, no table', async () => {
    setViewport('phone');
    mockApi(signedIn());
    const { container } = renderFamilyPage('/family');
    await screen.findByRole('button', { name: 'Déconnecter cet appareil' }, { timeout: 15_000 });
    await screen.findByText('Aucun paiement enregistré pour l’instant');
    // The absences and calendar sections load on their own.
    await screen.findByRole('heading', { name: 'Absences', level: 2 });
    await screen.findByRole('heading', { name: 'Calendrier', level: 2 });
    expect(screen.getAllByRole('region').map((region) => within(region).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Adhérents',
      'Léa Martin',
      'Hugo Martin',
      'Noé Martin',
      'Absences',
      'Calendrier',
      'Paiements',
      'Appareils connectés',
    ]);
    expect(container.querySelector('table')).toBeNull();
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
  });
});

describe('signed-in devices', () => {
  it('lists each device with its dates, this one first and named, and ends another one', async () => {
    let ended = false;
    const server = mockApi(
      signedIn({
        'GET /family/sessions': () => ({ body: { sessions: ended ? [sessionFixture()] : [otherDevice, sessionFixture()] } }),
        'DELETE /family/sessions/2': () => {
          ended = true;
          return { status: 204 };
        },
      }),
    );
    renderFamilyPage('/family');
    const devices = await screen.findByRole('region', { name: 'Appareils connectés' }, { timeout: 15_000 });
    await within(devices).findByText('Safari · iPhone');
    const [current, other] = within(devices).getAllByRole('listitem');
    expect(current).toHaveTextContent('Safari · iPhone');
    expect(current).toHaveTextContent('Cet appareil');
    // Club time (Monaco): 08:30 UTC is 10:30 in September.
    expect(current).toHaveTextContent('Connecté depuis le 14/09/2025 10:30');
    expect(current).toHaveTextContent('Dernière visite le 20/09/2025 19:05');
    expect(other).toHaveTextContent('Firefox · Windows');
    expect(other).not.toHaveTextContent('Cet appareil');

    await userEvent
      .setup()
      .click(within(other!).getByRole('button', { name: 'Déconnecter « Firefox · Windows », connecté depuis le 01/09/2025 08:00' }));
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/family/sessions/2')).toHaveLength(1);
    expect(screen.getByText('Connecté avec l’adresse claire.martin@example.fr')).toBeInTheDocument();
  });

  it('names a device the server could not describe', async () => {
    mockApi(signedIn({ 'GET /family/sessions': { body: { sessions: [sessionFixture({ device: null })] } } }));
    renderFamilyPage('/family');
    expect(await screen.findByText('Appareil inconnu', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('ending this device’s session returns to the sign-in form', async () => {
    const server = mockApi(signedIn({ 'DELETE /family/sessions/1': { status: 204 } }));
    renderFamilyPage('/family');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Déconnecter cet appareil' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByText(/Connecté avec/)).not.toBeInTheDocument();
    expect(server.callsTo('DELETE', '/family/sessions/1')).toHaveLength(1);
  });

  it('signs out', async () => {
    const server = mockApi(signedIn({ 'POST /family/sign-out': { status: 204 } }));
    renderFamilyPage('/family');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Se déconnecter' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/family/sign-out')).toHaveLength(1);
  });
});
