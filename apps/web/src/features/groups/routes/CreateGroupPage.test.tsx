import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildSection, COACHES } from '../testing/factories';

const REFERENCE: MockRoutes = {
  'GET /type/': { body: [{ id: 9, code: 'NATATION_COMPETITION', label: 'Natation compétition' }] },
  'GET /pack/': { body: [{ id: 1, label: 'Annuel' }] },
  'GET /section/': {
    body: [buildSection(), buildSection({ id: 1, name: 'Aucune', managerId: null, Coach: null, protected: true })],
  },
  'GET /coach/role': { body: COACHES },
};

const openCreateGroup = async (routes: MockRoutes = {}) => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({ ...REFERENCE, ...routes });
  renderApp('/group/create');
  await screen.findByRole('form', { name: 'Créer le groupe' });
  return { server, user: userEvent.setup({ delay: null }) };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const fillValidGroup = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Nom du groupe/), 'Benjamins');
  await user.type(screen.getByLabelText(/^Tarif d’inscription/), '250');
  await user.type(screen.getByLabelText(/^Tarif de réinscription/), '220');
  await choose(user, /^Type/, 'Natation compétition');
  await choose(user, /^Formule/, 'Annuel');
  await user.type(screen.getByLabelText(/^Liste d’e-mails/), 'coachs@example.org');
};

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Créer le groupe' }));

describe('group creation', { timeout: 30_000 }, () => {
  it('shows a loading state until the choices have loaded', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({ ...REFERENCE, 'GET /pack/': () => new Promise(() => undefined) });
    renderApp('/group/create');
    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('refuses a price of 500 € with GROUP_PRICE_ERROR, translated, and clears it on focus', async () => {
    const { server, user } = await openCreateGroup();
    await user.type(screen.getByLabelText(/^Tarif d’inscription/), '500');
    await submit(user);

    const message = 'Tarif d’inscription invalide : il doit être d’au moins 0 € et inférieur à 500 €';
    await waitFor(() => expect(screen.getByLabelText(/^Tarif d’inscription/)).toHaveAccessibleDescription(message));
    expect(screen.queryByText('GROUP_PRICE_ERROR')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/group/')).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Tarif d’inscription/));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('refuses a malformed e-mail list with EMAIL_LIST_ERROR', async () => {
    const { server, user } = await openCreateGroup();
    await user.type(screen.getByLabelText(/^Liste d’e-mails/), 'coachs@example.org;bureau@');
    await submit(user);

    await waitFor(() =>
      expect(screen.getByLabelText(/^Liste d’e-mails/)).toHaveAccessibleDescription(
        'Format de liste d’e-mails invalide (attendu : adresse,adresse)',
      ),
    );
    expect(server.callsTo('POST', '/group/')).toHaveLength(0);
  });

  it('requires a type and a pack (TYPE_ERROR, PACK_ERROR)', async () => {
    const { user } = await openCreateGroup();
    await user.type(screen.getByLabelText(/^Nom du groupe/), 'Benjamins');
    await submit(user);
    expect(await screen.findByText('Type invalide')).toBeInTheDocument();
    expect(screen.getByText('Formule invalide')).toBeInTheDocument();
  });

  it('creates the group in the chosen section with its coaches and goes to the list', async () => {
    const { server, user } = await openCreateGroup({ 'POST /group/': { status: 201, body: { id: 12 } }, 'GET /group/': { body: [] } });
    await fillValidGroup(user);
    await user.clear(screen.getByLabelText(/^Tarif de réinscription/));
    await user.type(screen.getByLabelText(/^Tarif de réinscription/), '199,50');
    await choose(user, /^Section/, 'Natation sportive');
    await user.click(screen.getByLabelText(/^Entraîneurs/));
    await user.click(await screen.findByRole('option', { name: 'Théo Girard' }));
    await submit(user);

    expect(await screen.findByText('Groupe Benjamins créé')).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/')[0]?.body).toEqual({
      name: 'Benjamins',
      price: 250,
      reSubPrice: 199.5,
      typeId: 9,
      packId: 1,
      sectionId: 2,
      coaches: [7],
      emailList: 'coachs@example.org',
      ffnLicense: false,
      shouldReceiveSubMail: true,
      sportsCodeOfConduct: true,
    });
    expect(await screen.findByRole('heading', { name: 'Groupes', level: 1 })).toBeInTheDocument();
  }, 40_000);

  it('lists UNEXPECTED_ERROR when the creation fails on the server', async () => {
    const { user } = await openCreateGroup({ 'POST /group/': { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'boom' } } });
    await fillValidGroup(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Le groupe n’a pas été enregistré')).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Une erreur inattendue s’est produite. Veuillez réessayer plus tard.');
  });

  it('puts a name already taken under the name field', async () => {
    const { user } = await openCreateGroup({
      'POST /group/': { status: 409, body: { code: 'CONFLICT', message: 'taken', fields: { name: 'NAME_TAKEN' } } },
    });
    await fillValidGroup(user);
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText(/^Nom du groupe/)).toHaveAccessibleDescription('Ce nom est déjà utilisé'));
  });
});
