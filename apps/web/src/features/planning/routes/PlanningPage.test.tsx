import type { CancelInput, ClosureDto, CreateSessionInput, PlannedSessionDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';

const planned = (
  fields: Partial<PlannedSessionDto> & Pick<PlannedSessionDto, 'id' | 'day' | 'startsAt' | 'endsAt'>,
): PlannedSessionDto => ({
  groupId: 7,
  groupName: 'Benjamins',
  location: 'Stade nautique',
  status: 'PLANNED',
  cancelReason: null,
  cancelledAt: null,
  sessionId: null,
  reportedAbsent: 0,
  ...fields,
});

// Thursday 26 November 2026: the week runs from Monday 23 to Sunday 29; Monaco is UTC+1.
const WEEK: PlannedSessionDto[] = [
  planned({ id: 12, day: '2026-11-23', startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:30:00.000Z', reportedAbsent: 2 }),
  planned({
    id: 13,
    groupId: 8,
    groupName: 'Minimes',
    location: 'Piscine Saint-Charles',
    day: '2026-11-23',
    startsAt: '2026-11-23T17:30:00.000Z',
    endsAt: '2026-11-23T19:00:00.000Z',
    sessionId: 41,
  }),
  planned({
    id: 14,
    day: '2026-11-25',
    startsAt: '2026-11-25T16:00:00.000Z',
    endsAt: '2026-11-25T17:30:00.000Z',
    status: 'CANCELLED',
    cancelReason: 'Bassin vidangé',
    cancelledAt: '2026-11-20T09:00:00.000Z',
  }),
];

const CLOSURES: ClosureDto[] = [
  { id: 3, fromDay: '2026-12-24', toDay: '2027-01-02', location: null, label: 'Vacances de Noël', createdAt: '2026-11-01T10:00:00.000Z' },
];

const ROUTES: MockRoutes = {
  'GET /planning': { body: WEEK },
  'GET /group/': {
    body: [
      { id: 7, name: 'Benjamins', systemRole: null },
      { id: 8, name: 'Minimes', systemRole: null },
    ],
  },
  'GET /planning/locations': { body: ['Piscine Saint-Charles', 'Stade nautique'] },
  'GET /planning/closures': { body: CLOSURES },
};

type Role = 'ADMIN' | 'COACH' | 'SECTION_MANAGER';

const open = async ({
  url = '/planning',
  role = 'ADMIN',
  viewport = 'desktop',
  routes = {},
}: { url?: string; role?: Role; viewport?: keyof typeof VIEWPORTS; routes?: MockRoutes } = {}) => {
  setViewport(viewport);
  signIn({ login: role === 'COACH' ? 'coach' : 'aadmin', roles: [role] });
  const server = mockApi({ ...ROUTES, ...routes });
  const view = renderApp(url);
  // The first visit of a lazy screen waits for its chunk to be transformed.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, server, user: userEvent.setup() };
};

const card = (name: RegExp | string) => screen.findByRole('listitem', { name });

describe('planning screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('fr');
  });

  it('shows this week’s sessions day by day, at the pool’s hours', async () => {
    const { server } = await open();

    expect(screen.getByRole('heading', { level: 1, name: 'Planning' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Semaine du 23/11/2026 au 29/11/2026' })).toBeInTheDocument();
    expect(Object.fromEntries(server.callsTo('GET', '/planning')[0]?.query ?? [])).toEqual({ fromDay: '2026-11-23', toDay: '2026-11-29' });

    const days = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(days).toEqual(['Lundi 23/11/2026', 'Mercredi 25/11/2026']);
    const monday = screen.getByRole('list', { name: 'Séances du Lundi 23/11/2026' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Benjamins, Lundi 23/11/2026 17:00–18:30', 'Minimes, Lundi 23/11/2026 18:30–20:00']);

    const first = await card('Benjamins, Lundi 23/11/2026 17:00–18:30');
    expect(first).toHaveTextContent('17:00–18:30');
    expect(first).toHaveTextContent('Stade nautique');
    expect(within(first).getByText('Prévue')).toBeInTheDocument();
    expect(within(first).getByText('2 absences signalées')).toBeInTheDocument();
    const minimes = await card(/^Minimes/);
    expect(within(minimes).getByRole('link', { name: /^Ouvrir la feuille/ })).toHaveAttribute('href', '/session/edit?id=41');
    expect(within(minimes).queryByRole('link', { name: /^Faire l’appel/ })).not.toBeInTheDocument();
    expect(within(minimes).queryByText(/absence/)).not.toBeInTheDocument();

    const cancelled = await card('Benjamins, Mercredi 25/11/2026 17:00–18:30');
    expect(within(cancelled).getByText('Annulée')).toBeInTheDocument();
    expect(within(cancelled).getByText('Motif : Bassin vidangé')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: /^Rétablir la séance/ })).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    await open();

    expect(await screen.findByRole('heading', { name: 'Week of 23/11/2026 to 29/11/2026' })).toBeInTheDocument();
    const days = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(days).toEqual(['Monday 23/11/2026', 'Wednesday 25/11/2026']);
    const first = await card('Benjamins, Monday 23/11/2026 17:00–18:30');
    expect(within(first).getByText('Planned')).toBeInTheDocument();
    expect(within(first).getByText('2 reported absent')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Take attendance/ })).toBeInTheDocument();
    const cancelled = await card(/Wednesday/);
    expect(within(cancelled).getByText('Reason: Bassin vidangé')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closures' })).toBeInTheDocument();
  });

  it('moves a week at a time, filters by group and keeps both in the address', async () => {
    const { server, user, router } = await open();
    await card(/^Minimes/);

    await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await waitFor(() => expect(server.callsTo('GET', '/planning')).toHaveLength(2));
    expect(server.callsTo('GET', '/planning')[1]?.query.get('fromDay')).toBe('2026-11-30');
    expect(server.callsTo('GET', '/planning')[1]?.query.get('toDay')).toBe('2026-12-06');
    expect(router.state.location.search).toBe('?week=2026-11-30');

    await user.click(screen.getByRole('combobox', { name: 'Groupe' }));
    await user.click(await screen.findByRole('option', { name: 'Minimes' }));
    await waitFor(() => expect(server.callsTo('GET', '/planning')).toHaveLength(3));
    expect(server.callsTo('GET', '/planning')[2]?.query.get('groupId')).toBe('8');

    await user.click(screen.getByRole('button', { name: 'Cette semaine' }));
    await waitFor(() => expect(server.callsTo('GET', '/planning').at(-1)?.query.get('fromDay')).toBe('2026-11-23'));
    expect(router.state.location.search).toBe('?week=2026-11-23&groupId=8');
  });

  it('cancels a coach’s session with a reason and says how many mails are queued, without day or pool cancellation', async () => {
    const { server, user } = await open({
      role: 'COACH',
      viewport: 'phone',
      routes: {
        'POST /planning/cancel': { body: { sessions: 1, mails: 14 } },
      },
    });
    const first = await card('Benjamins, Lundi 23/11/2026 17:00–18:30');
    expect(screen.queryByRole('button', { name: 'Annuler une journée' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler un bassin sur une journée' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Annuler la séance : Benjamins, Lundi 23/11/2026 17:00–18:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la séance' });
    expect(dialog).toHaveTextContent('Benjamins, Lundi 23/11/2026 17:00–18:30. Les familles des adhérents du groupe et ses entraîneurs');
    // No reason: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(dialog).findByText('Indiquez le motif (300 caractères au plus).')).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/cancel')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Motif/ }));
    await user.paste('Entraîneur malade');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText('Séance annulée — 14 e-mails en file d’envoi')).toBeInTheDocument();
    const body = server.callsTo('POST', '/planning/cancel')[0]?.body as CancelInput;
    expect(body).toEqual({ target: { kind: 'SESSION', plannedSessionId: 12 }, reason: 'Entraîneur malade' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The week is asked again to show the session cancelled.
    await waitFor(() => expect(server.callsTo('GET', '/planning')).toHaveLength(2));
  });

  it('cancels a whole day, after the server said a first try had nothing to cancel', async () => {
    const { server, user } = await open({
      role: 'SECTION_MANAGER',
      routes: {
        'POST /planning/cancel': (_call, index) =>
          index === 0 ? { status: 400, body: { code: 'BAD_REQUEST', message: 'NOTHING_TO_CANCEL' } } : { body: { sessions: 3, mails: 25 } },
      },
    });
    await card(/^Minimes/);

    await user.click(screen.getByRole('button', { name: 'Annuler une journée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler une journée' });
    expect(within(dialog).getByRole('group', { name: /Jour/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Motif/ }));
    await user.paste('Grève');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Aucune séance prévue à annuler ce jour-là.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText('3 séances annulées — 25 e-mails en file d’envoi')).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/cancel').map((call) => call.body)).toEqual([
      { target: { kind: 'DAY', day: '2026-11-26' }, reason: 'Grève' },
      { target: { kind: 'DAY', day: '2026-11-26' }, reason: 'Grève' },
    ]);
  });

  it('cancels a pool on a day, the pool picked from the time slots’ locations', async () => {
    const { server, user } = await open({ routes: { 'POST /planning/cancel': { body: { sessions: 1, mails: 1 } } } });
    await card(/^Minimes/);

    await user.click(screen.getByRole('button', { name: 'Annuler un bassin sur une journée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler un bassin sur une journée' });
    await user.click(within(dialog).getByRole('textbox', { name: /Motif/ }));
    await user.paste('Panne de chauffage');
    // The pool is required.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(dialog).findByText('Choisissez le bassin.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Bassin/ }));
    await user.click(await screen.findByRole('option', { name: 'Piscine Saint-Charles' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByText('Séance annulée — 1 e-mail en file d’envoi')).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/cancel')[0]?.body).toEqual({
      target: { kind: 'POOL', day: '2026-11-26', location: 'Piscine Saint-Charles' },
      reason: 'Panne de chauffage',
    });
  });

  it('restores a cancelled session once confirmed', async () => {
    const { server, user } = await open({ routes: { 'POST /planning/14/restore': { body: { sessions: 1, mails: 9 } } } });
    const cancelled = await card(/Mercredi/);
    await user.click(within(cancelled).getByRole('button', { name: /^Rétablir la séance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rétablir la séance' });
    await user.click(within(dialog).getByRole('button', { name: 'Rétablir' }));
    expect(await screen.findByText('Séance rétablie — 9 e-mails en file d’envoi')).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/14/restore')).toHaveLength(1);
  });

  it('opens the new-session sheet at the planned session’s start and records it against it', async () => {
    const { server, user, router } = await open({
      role: 'COACH',
      routes: {
        'GET /group/7/subgroup/': { body: [] },
        'GET /student/session': { body: [{ id: 11, firstName: 'Zoé', lastName: 'Martin' }] },
        'GET /timeslot/next': { body: { date: '2026-11-30T16:00:00.000Z' } },
        'POST /session/': { body: true },
      },
    });
    const first = await card('Benjamins, Lundi 23/11/2026 17:00–18:30');
    const link = within(first).getByRole('link', { name: 'Faire l’appel : Benjamins, Lundi 23/11/2026 17:00–18:30' });
    expect(link).toHaveAttribute('href', '/group/7/session/new?plannedSessionId=12&date=2026-11-23T16%3A00%3A00.000Z');

    await user.click(link);
    await screen.findByRole('table', { name: 'Présences' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/group/7/session/new');
    // The planned start, not the nearest slot.
    expect(screen.getByDisplayValue('23/11/2026 17:00')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Présent : Zoé Martin' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Récapitulatif de la séance' })).getByRole('button', { name: 'Enregistrer la séance' }),
    );
    await waitFor(() => expect(server.callsTo('POST', '/session/')).toHaveLength(1));
    const body = server.callsTo('POST', '/session/')[0]?.body as CreateSessionInput;
    expect(body.session).toMatchObject({ groupId: 7, subGroupId: 0, date: '2026-11-23T16:00:00.000Z', plannedSessionId: 12 });
  });

  it('lists the closures and puts the server’s field error under its field', async () => {
    const { server, user } = await open({
      url: '/planning#closures',
      viewport: 'phone',
      routes: {
        'POST /planning/closures': {
          status: 400,
          body: { code: 'BAD_REQUEST', message: 'Invalid data', fields: { toDay: 'PLANNING_RANGE_ERROR' } },
        },
      },
    });
    const closure = await card('Vacances de Noël');
    expect(closure).toHaveTextContent('Du 24/12/2026 au 02/01/2027');
    expect(closure).toHaveTextContent('Tous les bassins');
    expect(within(closure).getByRole('button', { name: 'Supprimer la fermeture Vacances de Noël' })).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Ajouter une fermeture' });
    await user.click(within(form).getByRole('combobox', { name: 'Bassin' }));
    await user.click(await screen.findByRole('option', { name: 'Stade nautique' }));
    await user.click(within(form).getByRole('textbox', { name: /Libellé/ }));
    await user.paste('Vidange');
    await user.click(within(form).getByRole('button', { name: 'Ajouter la fermeture' }));

    expect(
      await within(form).findByText('Le dernier jour ne peut pas précéder le premier, et une période dure un an au plus.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/planning/closures')[0]?.body).toEqual({
      fromDay: '2026-11-26',
      toDay: '2026-11-26',
      location: 'Stade nautique',
      label: 'Vidange',
    });
  });

  it('deletes a closure once confirmed', async () => {
    const { server, user } = await open({ url: '/planning#closures', routes: { 'DELETE /planning/closures/3': { status: 204 } } });
    const closure = await card('Vacances de Noël');
    await user.click(within(closure).getByRole('button', { name: 'Supprimer la fermeture Vacances de Noël' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Fermeture « Vacances de Noël » supprimée')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/planning/closures/3')).toHaveLength(1);
  });

  it('keeps the closures from a coach, even by their anchor', async () => {
    const { server } = await open({ url: '/planning#closures', role: 'COACH' });
    await card(/^Minimes/);
    expect(screen.queryByRole('region', { name: 'Ajouter une fermeture' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/planning/closures')).toHaveLength(0);
  });
});
