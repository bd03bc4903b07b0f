import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@club/domain';
import type { Place } from '@club/domain/club';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const GROUPS = [
  { id: 3, name: 'Poussins', systemRole: null },
  { id: 1, name: 'Aucun', systemRole: 'NONE' },
];
/** The default place is not the first: a new row shows it took the default. */
const PLACES: Place[] = [
  { id: 2, name: 'Piscine Rainier III', address: null, isDefault: false, sortOrder: 0, version: 1 },
  { id: 1, name: 'Stade Louis II', address: null, isDefault: true, sortOrder: 1, version: 1 },
];
const SLOT = { id: 9, groupId: 3, groupName: 'Poussins', weekday: 3, start: '18:00', end: '19:30', location: 'Stade Louis II' };

const open = async (routes: MockRoutes = {}, roles: Role[] = ['ADMIN']) => {
  const server = mockApi({
    'GET /group/': { body: GROUPS },
    'GET /timeslot': { body: [SLOT] },
    'GET /club/places': { body: PLACES },
    ...routes,
  });
  setViewport('desktop');
  signIn({ login: 'admin', roles });
  const view = renderApp('/timeslot/new?groupId=3');
  await screen.findByRole('table', { name: 'Créneaux du groupe Poussins' }, { timeout: 15_000 });
  return { ...view, server, user: userEvent.setup() };
};

const row = (number: number) => screen.getByRole('group', { name: `Créneau ${number}` });

// Whole screens in jsdom with MUI: slower than a unit test, far from a hang.
describe('time slots', { timeout: 30_000 }, () => {
  it('refuses missing times, sending nothing', async () => {
    const { server, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le créneau' }));
    expect(await within(row(1)).findByText('Heure de début invalide (HH:mm)')).toBeInTheDocument();
    expect(within(row(1)).getByText('Heure de fin invalide (HH:mm)')).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')).toHaveLength(0);
  });

  it('refuses an end before the start and an empty location, sending nothing', async () => {
    const { server, user } = await open();
    await user.type(within(row(1)).getByLabelText('Début'), '19:00');
    await user.type(within(row(1)).getByLabelText('Fin'), '18:00');
    await user.clear(within(row(1)).getByLabelText('Lieu'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le créneau' }));

    expect(await within(row(1)).findByText('La fin doit être après le début')).toBeInTheDocument();
    expect(within(row(1)).getByText('Lieu invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')).toHaveLength(0);
  });

  it('refuses two rows that overlap on the same day', async () => {
    const { server, user } = await open();
    await user.type(within(row(1)).getByLabelText('Début'), '18:00');
    await user.type(within(row(1)).getByLabelText('Fin'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.type(within(row(2)).getByLabelText('Début'), '19:30');
    await user.type(within(row(2)).getByLabelText('Fin'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les 2 créneaux' }));

    expect(await within(row(2)).findByText(/chevauche un autre créneau/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')).toHaveLength(0);
  });

  it('creates several slots at once, then lists them', async () => {
    const created = [
      { ...SLOT, id: 10, weekday: 1, start: '17:00', end: '18:00' },
      { ...SLOT, id: 11, weekday: 5, start: '17:00', end: '18:30', location: 'Piscine de Fontvieille' },
    ];
    const { server, user } = await open({
      'GET /timeslot': (_call, index) => ({ body: index === 0 ? [SLOT] : [SLOT, ...created] }),
      'POST /timeslot/': { status: 201, body: created },
    });

    await user.type(within(row(1)).getByLabelText('Début'), '17:00');
    await user.type(within(row(1)).getByLabelText('Fin'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await user.click(within(row(2)).getByRole('combobox', { name: 'Jour' }));
    await user.click(await screen.findByRole('option', { name: 'Vendredi' }));
    await user.type(within(row(2)).getByLabelText('Début'), '17:00');
    await user.type(within(row(2)).getByLabelText('Fin'), '18:30');
    await user.clear(within(row(2)).getByLabelText('Lieu'));
    await user.type(within(row(2)).getByLabelText('Lieu'), 'Piscine de Fontvieille');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les 2 créneaux' }));

    expect(await screen.findByText('2 créneaux ajoutés au groupe Poussins')).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')[0]?.body).toEqual({
      groupId: 3,
      slots: [
        { weekday: 1, start: '17:00', end: '18:00', location: 'Stade Louis II' },
        { weekday: 5, start: '17:00', end: '18:30', location: 'Piscine de Fontvieille' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Créneaux du groupe Poussins' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    // The form starts again with one empty row.
    expect(within(row(1)).getByLabelText('Début')).toHaveValue('');
  });

  it('puts the server’s overlap with an existing slot under the row', async () => {
    const { user } = await open({
      'POST /timeslot/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'overlap', fields: { 'slots.0.start': 'TIME_SLOT_OVERLAP' } },
      },
    });
    await user.click(within(row(1)).getByRole('combobox', { name: 'Jour' }));
    await user.click(await screen.findByRole('option', { name: 'Mercredi' }));
    await user.type(within(row(1)).getByLabelText('Début'), '18:30');
    await user.type(within(row(1)).getByLabelText('Fin'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le créneau' }));
    expect(await within(row(1)).findByText(/chevauche un autre créneau/)).toBeInTheDocument();
  });

  it('edits and deletes a slot after confirmation', async () => {
    const { server, user } = await open({
      'PATCH /timeslot/9': { body: { ...SLOT, end: '20:00' } },
      'DELETE /timeslot/9': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Modifier le créneau Mercredi 18:00–19:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le créneau' });
    await user.clear(within(dialog).getByLabelText('Fin'));
    await user.type(within(dialog).getByLabelText('Fin'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Créneau mis à jour')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/timeslot/9')[0]?.body).toEqual({
      weekday: 3,
      start: '18:00',
      end: '20:00',
      location: 'Stade Louis II',
    });

    await user.click(screen.getByRole('button', { name: 'Supprimer le créneau Mercredi 18:00–19:30' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('Supprimer le créneau Mercredi 18:00–19:30 du groupe Poussins ?');
    await user.click(within(confirm).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Créneau Mercredi 18:00–19:30 supprimé')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/timeslot/9')).toHaveLength(1);
  });

  it('shows coaches their groups’ slots without the form or the actions', async () => {
    await open({}, ['COACH']);
    expect(screen.queryByRole('form', { name: 'Ajouter des créneaux' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier le créneau/ })).not.toBeInTheDocument();
    // The system group holds no training.
    await userEvent.setup().click(screen.getByRole('combobox', { name: /Groupe/ }));
    expect(screen.queryByRole('option', { name: 'Aucun' })).not.toBeInTheDocument();
  });
});

describe('time slots: the location among the club’s places', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));
  const HINT = 'Ajoutez les bassins du club dans les réglages du club';

  it('starts every new row at the default place and offers the places in the club’s order', async () => {
    const { user } = await open();
    expect(within(row(1)).getByRole('combobox', { name: 'Lieu' })).toHaveValue('Stade Louis II');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const location = within(row(2)).getByRole('combobox', { name: 'Lieu' });
    expect(location).toHaveValue('Stade Louis II');
    await user.click(location);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Piscine Rainier III', 'Stade Louis II']);
    await user.click(screen.getByRole('option', { name: 'Piscine Rainier III' }));
    expect(location).toHaveValue('Piscine Rainier III');
    expect(screen.queryByRole('link', { name: HINT })).not.toBeInTheDocument();
  });

  it('without places: rows start empty, a typed location is sent, and the admin is shown where to add places', async () => {
    const { server, user } = await open({ 'GET /club/places': { body: [] }, 'POST /timeslot/': { status: 201, body: [SLOT] } });
    expect(within(row(1)).getByRole('combobox', { name: 'Lieu' })).toHaveValue('');
    expect(screen.getByRole('link', { name: HINT })).toHaveAttribute('href', '/club#club-places');
    await user.type(within(row(1)).getByLabelText('Début'), '18:00');
    await user.type(within(row(1)).getByLabelText('Fin'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le créneau' }));
    expect(await within(row(1)).findByText('Lieu invalide')).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')).toHaveLength(0);

    await user.type(within(row(1)).getByRole('combobox', { name: 'Lieu' }), 'Piscine de Fontvieille');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le créneau' }));
    expect(await screen.findByText('Créneau ajouté au groupe Poussins')).toBeInTheDocument();
    expect(server.callsTo('POST', '/timeslot/')[0]?.body).toEqual({
      groupId: 3,
      slots: [{ weekday: 1, start: '18:00', end: '19:30', location: 'Piscine de Fontvieille' }],
    });
  });

  it('shows a section manager without places nothing more than an empty location', async () => {
    await open({ 'GET /club/places': { body: [] } }, ['SECTION_MANAGER']);
    expect(within(row(1)).getByRole('combobox', { name: 'Lieu' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: HINT })).not.toBeInTheDocument();
  });

  it('keeps a slot’s stored location when it is edited, the places offered', async () => {
    const stored = { ...SLOT, location: 'Piscine de Fontvieille' };
    const { server, user } = await open({ 'GET /timeslot': { body: [stored] }, 'PATCH /timeslot/9': { body: stored } });
    await user.click(screen.getByRole('button', { name: 'Modifier le créneau Mercredi 18:00–19:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le créneau' });
    const location = within(dialog).getByRole('combobox', { name: 'Lieu' });
    expect(location).toHaveValue('Piscine de Fontvieille');
    await user.click(within(dialog).getByRole('button', { name: 'Ouvrir' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Piscine Rainier III', 'Stade Louis II']);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Créneau mis à jour')).toBeInTheDocument();
    expect(server.callsTo('PATCH', '/timeslot/9')[0]?.body).toMatchObject({ location: 'Piscine de Fontvieille' });
  });

  it('says where to add places in English, on a phone', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /group/': { body: GROUPS }, 'GET /timeslot': { body: [] }, 'GET /club/places': { body: [] } });
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    renderApp('/timeslot/new?groupId=3');
    expect(await screen.findByRole('link', { name: 'Add the club’s pools in Club settings' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/club#club-places',
    );
    expect(within(screen.getByRole('group', { name: 'Time slot 1' })).getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });
});
