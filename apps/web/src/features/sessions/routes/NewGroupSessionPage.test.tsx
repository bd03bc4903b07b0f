import type { CreateSessionInput } from '@club/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineStore } from '@/features/offline';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const GROUPS = [{ id: 7, name: 'Benjamins', systemRole: null, sectionId: 1, Section: { name: 'Natation' }, coaches: [] }];
const SUB_GROUPS = [
  { id: 3, name: 'Lignes 1-2', coaches: [] },
  { id: 4, name: 'Lignes 3-4', coaches: [] },
];
// Unsorted on purpose: the sheet sorts by last name.
const STUDENTS = [
  { id: 11, firstName: 'Zoé', lastName: 'Martin' },
  { id: 12, firstName: 'Élodie', lastName: 'Bernard' },
  { id: 13, firstName: 'Hugo', lastName: 'Dupont' },
];

const api = (extra: MockRoutes = {}) =>
  mockApi({
    'GET /group/': { body: GROUPS },
    'GET /group/7/subgroup/': { body: SUB_GROUPS },
    'GET /student/session': { body: STUDENTS },
    'GET /timeslot/next': { body: { date: '2026-03-02T17:00:00.000Z' } },
    ...extra,
  });

const openSheet = async (state: unknown = { subGroupId: 3, subGroupName: 'Lignes 1-2' }) => {
  setViewport('phone');
  signIn({ login: 'coach', roles: ['COACH'] });
  const view = renderApp({ pathname: '/group/7/session/new', state });
  // The first visit of a lazy screen waits for its chunk to be transformed.
  await screen.findByRole('table', { name: 'Présences' }, { timeout: 15_000 });
  return { ...view, user: userEvent.setup() };
};

const attending = (name: string) => screen.getByRole('checkbox', { name: `Présent : ${name}` });
const late = (name: string) => screen.getByRole('checkbox', { name: `En retard : ${name}` });
const summary = () => screen.getByRole('region', { name: 'Récapitulatif de la séance' });

// Each test starts with no sheet waiting on the phone (a refused one stays, by design).
beforeEach(() => offlineStore().clear('pendingSheets'));

// Whole screens in jsdom with MUI pickers: slower than a unit test, far from a hang.
describe('new session sheet', { timeout: 30_000 }, () => {
  it('loads the sub-group’s students absent and not late, sorted by last name', async () => {
    const server = api();
    await openSheet();

    expect(screen.getByRole('heading', { level: 1, name: 'Séance : Benjamins' })).toBeInTheDocument();
    expect(screen.getByText('Sous-groupe : Lignes 1-2')).toBeInTheDocument();
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['BernardÉlodie', 'DupontHugo', 'MartinZoé']);
    for (const name of ['Élodie Bernard', 'Hugo Dupont', 'Zoé Martin']) {
      expect(attending(name)).not.toBeChecked();
      expect(late(name)).not.toBeChecked();
    }
    expect(summary()).toHaveTextContent('0présent3absents0retard');
    expect(server.calls.find((call) => call.path === '/student/session')).toBeDefined();
  });

  it('attending clears absent, late sets late and present, unticking late leaves presence as it was', async () => {
    const server = api({ 'POST /session/': { body: true } });
    const { user, router } = await openSheet();

    await user.click(attending('Zoé Martin'));
    // A tap on the name ticks attending too.
    await user.click(screen.getByText('Dupont'));
    await user.click(late('Hugo Dupont'));
    // Late ticked alone: the swimmer came, so present too; unticked: still present, not late.
    await user.click(late('Élodie Bernard'));
    expect(attending('Élodie Bernard')).toBeChecked();
    expect(summary()).toHaveTextContent('3présents0absent2retards');
    await user.click(late('Élodie Bernard'));
    expect(attending('Élodie Bernard')).toBeChecked();
    expect(late('Élodie Bernard')).not.toBeChecked();
    // Not present any more: not late either.
    await user.click(attending('Hugo Dupont'));
    expect(late('Hugo Dupont')).not.toBeChecked();
    await user.click(attending('Hugo Dupont'));
    await user.click(late('Hugo Dupont'));
    expect(summary()).toHaveTextContent('3présents0absent1retard');

    await user.click(within(summary()).getByRole('button', { name: 'Enregistrer la séance' }));
    expect(await screen.findByText('Séance enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/'));

    const body = server.callsTo('POST', '/session/')[0]?.body as CreateSessionInput;
    expect(body.session).toMatchObject({
      groupId: 7,
      subGroupId: 3,
      date: '2026-03-02T17:00:00.000Z',
      students: [
        { id: 12, isAbsent: false, isLate: false },
        { id: 13, isAbsent: false, isLate: true },
        { id: 11, isAbsent: false, isLate: false },
      ],
    });
    expect(body.session.clientKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers to open the session already recorded at that date and time', async () => {
    api({ 'POST /session/': { status: 409, body: { code: 'SESSION_ALREADY_EXISTS', message: 'exists', existingId: 41 } } });
    const { user, router } = await openSheet();
    await user.click(attending('Zoé Martin'));
    await user.click(within(summary()).getByRole('button', { name: 'Enregistrer la séance' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une séance est déjà enregistrée pour ce groupe');
    expect(attending('Zoé Martin')).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Ouvrir la séance existante' }));
    // The ticks of this sheet are not saved: leaving asks first.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session/edit'));
    expect(router.state.location.search).toBe('?id=41');
  });

  it('keeps every tick and the refused sheet when the server refuses it, and the retry sends the same client key', async () => {
    const server = api({
      'POST /session/': (_call, index) =>
        index === 0 ? { status: 403, body: { code: 'FORBIDDEN', message: 'Not your group' } } : { body: true },
    });
    const { user, router } = await openSheet();
    await user.click(attending('Zoé Martin'));
    await user.click(late('Zoé Martin'));
    await user.click(within(summary()).getByRole('button', { name: 'Enregistrer la séance' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vos coches sont conservées');
    expect(attending('Zoé Martin')).toBeChecked();
    expect(late('Zoé Martin')).toBeChecked();
    expect(router.state.location.pathname).toBe('/group/7/session/new');
    // Kept on the phone with its reason, so nothing is lost if the coach leaves (docs/product.md#offline-attendance).
    expect(await screen.findByRole('button', { name: '1 feuille en attente d’envoi' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Séance enregistrée')).toBeInTheDocument();
    const [first, second] = server.callsTo('POST', '/session/').map((call) => call.body as CreateSessionInput);
    expect(second).toEqual(first);
    expect(second?.session.clientKey).toBe(first?.session.clientKey);
    expect(second?.session.merge).toBe(true);
    expect(screen.queryByRole('button', { name: /en attente d’envoi/ })).not.toBeInTheDocument();
  });

  it('keeps the sheet on the phone when the network fails, says so, and sends it when the network returns', async () => {
    const server = api({
      'POST /session/': (_call, index) => {
        if (index === 0) throw new TypeError('Failed to fetch');
        return { body: true };
      },
    });
    const { user, router } = await openSheet();
    await user.click(attending('Zoé Martin'));
    await user.click(within(summary()).getByRole('button', { name: 'Enregistrer la séance' }));

    expect(await screen.findByText('Enregistrée sur ce téléphone — elle sera envoyée quand le réseau reviendra')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/'));
    expect(await screen.findByRole('button', { name: '1 feuille en attente d’envoi' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Toutes les feuilles sont envoyées')).toBeInTheDocument();
    const bodies = server.callsTo('POST', '/session/').map((call) => call.body as CreateSessionInput);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    const ticked = bodies[1]?.session.students.find((student) => student.id === 11);
    const untouched = bodies[1]?.session.students.find((student) => student.id === 12);
    expect(ticked).toMatchObject({ isAbsent: false, changedAt: expect.any(String) as unknown });
    // The tick is later than the opening of the sheet, which dates the rows never touched.
    expect(Date.parse(ticked?.changedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(untouched?.changedAt ?? 'x'));
  });

  it('is a whole-group session without navigation state, and says when the group is empty', async () => {
    const server = api({ 'GET /student/session': { body: [] }, 'GET /timeslot/next': { body: { date: null } } });
    setViewport('desktop');
    signIn({ login: 'coach', roles: ['COACH'] });
    renderApp('/group/7/session/new');

    expect(await screen.findByText('Aucun adhérent dans ce groupe.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Groupe entier')).toBeInTheDocument();
    const studentsCall = server.calls.find((call) => call.path === '/student/session');
    expect(studentsCall).toBeDefined();
  });
});

describe('session pre-step', { timeout: 30_000 }, () => {
  it('hands the chosen sub-group to the sheet', async () => {
    api();
    setViewport('phone');
    signIn({ login: 'coach', roles: ['COACH'] });
    const { router } = renderApp('/group/7/subgroup/session/new');
    const user = userEvent.setup();

    expect(await screen.findByText('Groupe Benjamins : groupe entier ou sous-groupe ?', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Groupe ou sous-groupe' }));
    await user.click(await screen.findByRole('option', { name: 'Lignes 3-4' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByText('Sous-groupe : Lignes 3-4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group/7/session/new');
    expect(router.state.location.state).toEqual({ subGroupId: 4, subGroupName: 'Lignes 3-4' });
  });

  it('resets and returns to the groups', async () => {
    api();
    signIn({ login: 'coach', roles: ['COACH'] });
    const { router } = renderApp('/group/7/subgroup/session/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/'));
  });
});
