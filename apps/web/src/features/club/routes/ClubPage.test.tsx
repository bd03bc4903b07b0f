import type { ClubAdmin, HealthRulesDto, Place } from '@club/domain/club';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const CLUB: ClubAdmin = {
  name: 'Cercle des Nageurs de Monaco',
  shortName: 'CNM',
  logoUrl: null,
  address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
  email: 'contact@cnm.mc',
  phone: '+37793000000',
  website: 'https://www.cnm.mc',
  registrationNumber: 'W123456789',
  federationNumber: null,
  presidentName: 'Marie Curie',
  presidentTitle: 'Présidente',
  treasurerName: null,
  treasurerTitle: null,
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPP',
  version: 4,
  updatedAt: '2026-11-20T09:30:00.000Z',
  updatedBy: 'admin',
};
const PLACES: Place[] = [
  { id: 1, name: 'Stade Louis II', address: '13 avenue des Castelans', isDefault: true, sortOrder: 0, version: 1 },
  { id: 2, name: 'Piscine Rainier III', address: null, isDefault: false, sortOrder: 1, version: 3 },
];

const HEALTH_RULES: HealthRulesDto = {
  healthDocument: 'CERTIFICATE',
  certificateValidYears: 1,
  reminderOffsetsDays: [7, 21],
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

const openClub = async (routes: MockRoutes = {}, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  // The legal texts have their own tests (ClubTexts.test.tsx): here they are only listed.
  const server = mockApi({
    'GET /club': { body: CLUB },
    'GET /club/places': { body: PLACES },
    'GET /club/texts': { body: [] },
    'GET /club/health-rules': { body: HEALTH_RULES },
    'GET /club/fees': {
      body: {
        licenceFeeCents: 0,
        familyDiscounts: [],
        discountRankRule: 'PRICE_DESC',
        paymentTickRule: 'BALANCE_ZERO',
        overdueReminderOffsetsDays: [],
        version: 1,
        updatedAt: null,
        updatedBy: null,
      },
    },
    ...routes,
  });
  renderApp('/club');
  await screen.findByRole('heading', { name: 'Club', level: 1 });
  await screen.findByDisplayValue('Cercle des Nageurs de Monaco');
  return { server, user: userEvent.setup({ delay: null }) };
};

const identity = () => within(screen.getByRole('form', { name: 'Identité du club' }));
const saveIdentity = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }));

describe('club screen: identity', { timeout: 30_000 }, () => {
  it('shows the saved identity, the IBAN grouped for reading, and saves every field with the version', async () => {
    const { server, user } = await openClub({ 'PATCH /club': (call) => ({ body: { ...CLUB, ...(call.body as object), version: 5 } }) });
    expect(identity().getByLabelText('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    expect(identity().getByLabelText('Adresse')).toHaveValue('Stade Louis II\n13 avenue des Castelans');
    expect(screen.getByText(/^Enregistrée le 20\/11\/2026 \d\d:30 par admin$/)).toBeInTheDocument();

    const name = identity().getByLabelText(/^Nom du club/);
    await user.clear(name);
    await user.type(name, 'Nageurs de Monte-Carlo');
    await user.type(identity().getByLabelText('Trésorier(ère) : nom'), 'Paul Durand');
    await saveIdentity(user);

    expect(await screen.findByText('Identité du club enregistrée')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/club')[0]?.body).toEqual({
      version: 4,
      name: 'Nageurs de Monte-Carlo',
      shortName: 'CNM',
      address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
      email: 'contact@cnm.mc',
      phone: '+37793000000',
      website: 'https://www.cnm.mc',
      registrationNumber: 'W123456789',
      federationNumber: null,
      presidentName: 'Marie Curie',
      presidentTitle: 'Présidente',
      treasurerName: 'Paul Durand',
      treasurerTitle: null,
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
    });
  });

  it('checks the IBAN and BIC as they are left, with the domain’s rules, and sends nothing while they are wrong', async () => {
    const { server, user } = await openClub();
    const iban = identity().getByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 180');
    await user.tab();
    expect(await identity().findByText('IBAN invalide : vérifiez le pays, la longueur et la clé de contrôle.')).toBeInTheDocument();
    const bic = identity().getByLabelText('BIC');
    await user.clear(bic);
    await user.type(bic, 'BNPAZZPP');
    await user.tab();
    expect(await identity().findByText('BIC invalide : 8 ou 11 caractères (ex. BNPAFRPP).')).toBeInTheDocument();
    await saveIdentity(user);
    expect(server.callsTo('PATCH', '/club')).toHaveLength(0);
    // The message goes when the field is taken up again.
    await user.click(iban);
    expect(identity().queryByText(/^IBAN invalide/)).not.toBeInTheDocument();
  });

  it('puts the server’s field messages under their inputs', async () => {
    const { user } = await openClub({
      'PATCH /club': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { 'address.lines.0': 'CLUB_ADDRESS_ERROR', email: 'Invalid email' } },
      },
    });
    await saveIdentity(user);
    expect(await identity().findByText('Trois lignes au plus, de 120 caractères chacune.')).toBeInTheDocument();
    expect(identity().getByLabelText('Courriel de contact')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says clearly when someone else saved meanwhile, and reloads their version', async () => {
    // Once the save is refused, the server holds the other admin's version (the header reads /club too).
    let savedByOther = false;
    const { server, user } = await openClub({
      'GET /club': () => ({ body: savedByOther ? { ...CLUB, name: 'Nom choisi par l’autre', version: 5 } : CLUB }),
      'PATCH /club': () => {
        savedByOther = true;
        return { status: 409, body: { code: 'CONFLICT', message: 'The club settings were changed by someone else: reload them' } };
      },
    });
    const readsBefore = server.callsTo('GET', '/club').length;
    await user.type(identity().getByLabelText('Téléphone'), '1');
    await saveIdentity(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Quelqu’un d’autre a enregistré l’identité du club entre-temps');
    expect(await screen.findByDisplayValue('Nom choisi par l’autre')).toBeInTheDocument();
    expect(server.callsTo('GET', '/club').length).toBeGreaterThan(readsBefore);

    // The next save goes over the version just loaded.
    await saveIdentity(user);
    await waitFor(() => expect(server.callsTo('PATCH', '/club')).toHaveLength(2));
    expect(server.callsTo('PATCH', '/club')[1]?.body).toMatchObject({ version: 5, name: 'Nom choisi par l’autre' });
  });
});

describe('club screen: logo', { timeout: 30_000 }, () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

  it('sends the chosen file as it is and shows the logo the server keeps', async () => {
    const { server, user } = await openClub({ 'PUT /club/logo': { body: { ...CLUB, logoUrl: '/api/club/logo?v=abc' } } });
    expect(screen.getByText('Aucun logo')).toBeInTheDocument();
    const file = png();
    await user.upload(screen.getByLabelText('Choisir un fichier'), file);

    expect(await screen.findByText('Logo enregistré')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo du club' })).toHaveAttribute('src', '/api/club/logo?v=abc');
    expect(server.callsTo('PUT', '/club/logo')).toHaveLength(1);
    const [, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(([url]) =>
      String(url).endsWith('/club/logo'),
    )!;
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it('refuses a file over 1 MB before sending it, and says why the server refused another', async () => {
    const { server, user } = await openClub({
      'PUT /club/logo': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The logo was refused', fields: { logo: 'LOGO_EXTERNAL_REFERENCE' } },
      },
    });
    await user.upload(
      screen.getByLabelText('Choisir un fichier'),
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Le logo dépasse 1 Mo.');
    expect(server.callsTo('PUT', '/club/logo')).toHaveLength(0);

    await user.upload(screen.getByLabelText('Choisir un fichier'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce SVG charge des ressources d’ailleurs');
  });

  it('removes the logo after a confirmation', async () => {
    let removed = false;
    const { server, user } = await openClub({
      'GET /club': () => ({ body: { ...CLUB, logoUrl: removed ? null : '/api/club/logo?v=abc' } }),
      'DELETE /club/logo': () => {
        removed = true;
        return { status: 204 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le logo' }));

    expect(await screen.findByText('Logo retiré')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/club/logo')).toHaveLength(1);
    expect(await screen.findByText('Aucun logo')).toBeInTheDocument();
  });
});

describe('club screen: places', { timeout: 30_000 }, () => {
  const places = () => within(screen.getByRole('list', { name: 'Lieux du club' }));

  it('lists the places with the default one marked, and adds one', async () => {
    const { server, user } = await openClub({
      'POST /club/places': {
        status: 201,
        body: { id: 3, name: 'Bassin école', address: null, isDefault: false, sortOrder: 2, version: 1 },
      },
    });
    expect(await screen.findByText('2 lieux')).toBeInTheDocument();
    const items = places().getAllByRole('listitem');
    expect(within(items[0]!).getByText('Par défaut')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Par défaut', { selector: '.MuiChip-label' })).not.toBeInTheDocument();

    const add = within(screen.getByRole('form', { name: 'Ajouter un lieu' }));
    await user.click(add.getByRole('button', { name: 'Ajouter' }));
    expect(await add.findByText('Le nom du lieu est requis (100 caractères au plus).')).toBeInTheDocument();
    await user.type(add.getByLabelText(/^Nom du lieu/), 'Bassin école');
    await user.click(add.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Lieu « Bassin école » ajouté')).toBeInTheDocument();
    expect(server.callsTo('POST', '/club/places')[0]?.body).toEqual({ name: 'Bassin école', address: null });
    expect(add.getByLabelText(/^Nom du lieu/)).toHaveValue('');
  });

  it('shows a name already taken under the name', async () => {
    const { user } = await openClub({
      'POST /club/places': { status: 400, body: { code: 'BAD_REQUEST', message: 'taken', fields: { name: 'NAME_TAKEN' } } },
    });
    const add = within(screen.getByRole('form', { name: 'Ajouter un lieu' }));
    await user.type(add.getByLabelText(/^Nom du lieu/), 'stade louis ii');
    await user.click(add.getByRole('button', { name: 'Ajouter' }));
    expect(await add.findByText('Ce nom est déjà utilisé')).toBeInTheDocument();
  });

  it('renames a place over its version', async () => {
    const { server, user } = await openClub({ 'PATCH /club/places/2': { body: { ...PLACES[1]!, name: 'Piscine du Port', version: 4 } } });
    await user.click(await screen.findByRole('button', { name: 'Modifier Piscine Rainier III' }));
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByLabelText(/^Nom du lieu/);
    await user.clear(name);
    await user.type(name, 'Piscine du Port');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Lieu « Piscine du Port » enregistré')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/club/places/2')[0]?.body).toEqual({ name: 'Piscine du Port', address: null, version: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes another place the default, and deletes one after a confirmation', async () => {
    const { server, user } = await openClub({
      'PATCH /club/places/2': { body: { ...PLACES[1]!, isDefault: true, version: 4 } },
      'DELETE /club/places/1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Faire de Piscine Rainier III le lieu par défaut' }));
    expect(await screen.findByText('« Piscine Rainier III » est maintenant le lieu par défaut')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/club/places/2')[0]?.body).toEqual({ isDefault: true, version: 3 });

    await user.click(screen.getByRole('button', { name: 'Supprimer Stade Louis II' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Supprimer le lieu « Stade Louis II » ?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Lieu « Stade Louis II » supprimé')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/club/places/1')).toHaveLength(1);
  });

  it('works on a phone: every action reachable, the edit form full screen', async () => {
    const { user } = await openClub({}, 'phone');
    expect(screen.getByRole('button', { name: 'Enregistrer l’identité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir un fichier' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Modifier Stade Louis II' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveClass('MuiDialog-paperFullScreen'));
  });
});

describe('club screen in English', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says everything in English, the field messages and plural counts included', async () => {
    await i18n.changeLanguage('en');
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({ 'GET /club': { body: CLUB }, 'GET /club/places': { body: [PLACES[0]!] }, 'GET /club/health-rules': { body: HEALTH_RULES } });
    renderApp('/club');
    expect(await screen.findByRole('heading', { name: 'Identity', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Places', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('1 place')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the identity' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const bic = screen.getByLabelText('BIC');
    await user.clear(bic);
    await user.type(bic, 'XX');
    await user.tab();
    expect(await screen.findByText('Invalid BIC: 8 or 11 characters (e.g. BNPAFRPP).')).toBeInTheDocument();
  });
});

describe('club screen: who reaches it', { timeout: 30_000 }, () => {
  it('is in the administration menu of an admin, and closed to a coach', async () => {
    setViewport('desktop');
    signIn({ roles: ['ADMIN'] });
    mockApi({ 'GET /club': { body: CLUB }, 'GET /club/places': { body: PLACES } });
    const view = renderApp('/home');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(menu).getByRole('button', { name: 'Administration' }));
    expect(within(menu).getByRole('link', { name: 'Club' })).toHaveAttribute('href', '/club');
    view.unmount();

    signIn({ roles: ['COACH'] });
    renderApp('/club');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Club', level: 1 })).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Identité du club' })).not.toBeInTheDocument();
  });
});
