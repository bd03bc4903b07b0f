import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockAnswer } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildGroupDetails, buildStudent } from '../testing/factories';

const GROUP = buildGroupDetails({
  id: 12,
  name: 'Benjamins',
  students: [
    buildStudent({ id: 101, firstName: 'Zoé', lastName: 'Petit', nextYearGroupId: 13 }),
    buildStudent({ id: 102, firstName: 'Hugo', lastName: 'Martin' }),
  ],
});
const OPTIONS = [
  { id: 12, name: 'Benjamins', possible: false },
  { id: 13, name: 'Minimes', possible: true },
  { id: 14, name: 'Cadets', possible: false },
];

/** Answers the calls of one route one by one, when the test says so. */
const deferred = () => {
  const waiting: ((answer: MockAnswer) => void)[] = [];
  return {
    respond: () => new Promise<MockAnswer>((resolve) => waiting.push(resolve)),
    answer: (answer: MockAnswer = { body: { updated: 1 } }) => waiting.shift()!(answer),
    get waiting() {
      return waiting.length;
    },
  };
};

const pick = async (user: UserEvent, student: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: student }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('next-year groups', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('toggles a possible group and saves each student’s choice as it is made, Aucune meaning none', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next': { body: OPTIONS.map((option) => (option.id === 14 ? { ...option, possible: true } : option)) },
      'POST /group/12/next/students': { body: { updated: 2 } },
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('checkbox', { name: 'Minimes' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Cadets' }));
    expect(await screen.findByRole('checkbox', { name: 'Cadets', checked: true })).toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/next')[0]?.body).toEqual({ possibleGroupId: 14 });

    expect(screen.getByRole('combobox', { name: 'Groupe de Zoé Petit l’année prochaine' })).toHaveTextContent('Minimes');
    await user.click(screen.getByRole('combobox', { name: 'Groupe d’Hugo Martin l’année prochaine' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aucune', 'Cadets', 'Minimes']);
    await user.click(options.getByRole('option', { name: 'Cadets' }));
    // Saved at once, this student alone: no button at the bottom of the list.
    await waitFor(() => expect(server.callsTo('POST', '/group/12/next/students')).toHaveLength(1));
    expect(server.callsTo('POST', '/group/12/next/students')[0]?.body).toEqual({ students: [{ id: 102, nextYearGroupId: 14 }] });
    await pick(user, 'Groupe de Zoé Petit l’année prochaine', 'Aucune');
    await waitFor(() => expect(server.callsTo('POST', '/group/12/next/students')).toHaveLength(2));
    expect(server.callsTo('POST', '/group/12/next/students')[1]?.body).toEqual({ students: [{ id: 101, nextYearGroupId: null }] });
    await waitFor(() => expect(screen.getAllByText('Enregistré')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  }, 40_000);

  it('sends two quick choices one after the other, in order, each row saying where it is', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const saves = deferred();
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS.map((option) => ({ ...option, possible: option.id !== 12 })) },
      'POST /group/12/next/students': saves.respond,
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });
    const calls = () => server.callsTo('POST', '/group/12/next/students').map((call) => call.body);

    await pick(user, 'Groupe d’Hugo Martin l’année prochaine', 'Cadets');
    await pick(user, 'Groupe de Zoé Petit l’année prochaine', 'Cadets');
    await pick(user, 'Groupe d’Hugo Martin l’année prochaine', 'Minimes');
    // One call at a time: the others wait for the first answer.
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(screen.getAllByText('Enregistrement…')).toHaveLength(2);
    saves.answer();
    await waitFor(() => expect(calls()).toHaveLength(2));
    saves.answer();
    await waitFor(() => expect(calls()).toHaveLength(3));
    saves.answer();
    await waitFor(() => expect(screen.getAllByText('Enregistré')).toHaveLength(2));
    // Hugo's last choice is the last call: the server keeps it.
    expect(calls()).toEqual([
      { students: [{ id: 102, nextYearGroupId: 14 }] },
      { students: [{ id: 101, nextYearGroupId: 14 }] },
      { students: [{ id: 102, nextYearGroupId: 13 }] },
    ]);
  }, 40_000);

  it('shows a failed save on its row and saves it again on Retry, in English', async () => {
    await i18n.changeLanguage('en');
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next/students': (_call, index) =>
        index === 0 ? { status: 500, body: { code: 'UNKNOWN_ERROR', message: 'database down' } } : { body: { updated: 1 } },
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Next year: Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await pick(user, 'Next year’s group of Hugo Martin', 'Minimes');
    expect(await screen.findByText('Not saved: An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    // The choice stays on screen, to be retried.
    expect(screen.getByRole('combobox', { name: 'Next year’s group of Hugo Martin' })).toHaveTextContent('Minimes');
    await user.click(screen.getByRole('button', { name: 'Retry saving the group of Hugo Martin' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText(/^Not saved/)).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/next/students').map((call) => call.body)).toEqual([
      { students: [{ id: 102, nextYearGroupId: 13 }] },
      { students: [{ id: 102, nextYearGroupId: 13 }] },
    ]);
  }, 40_000);

  it('offers no retry when the server refuses the save for the role (403), and says why', async () => {
    setViewport('desktop');
    signIn({ login: 'marc', roles: ['COACH', 'SECTION_MANAGER'] });
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next/students': { status: 403, body: { code: 'FORBIDDEN', message: 'Not allowed for this role' } },
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await pick(user, 'Groupe d’Hugo Martin l’année prochaine', 'Minimes');
    expect(
      await screen.findByText(
        'Non enregistré : Cette action n’est pas permise à vos rôles (Entraîneur et Responsable de section) : réessayer n’y changera rien.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Réessayer/ })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/group/12/next/students')).toHaveLength(1);
  }, 40_000);

  it('leaving while a choice is being saved waits for it, then goes', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    const saves = deferred();
    const server = mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next/students': saves.respond,
    });
    const { router } = renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await pick(user, 'Groupe d’Hugo Martin l’année prochaine', 'Minimes');
    await waitFor(() => expect(saves.waiting).toBe(1));
    await user.click(screen.getByRole('link', { name: 'Retour au groupe' }));
    // Still here while the choice is on its way; the browser would ask before a reload.
    expect(router.state.location.pathname).toBe('/group/12/next');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    saves.answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/12'));
    expect(server.callsTo('POST', '/group/12/next/students')).toHaveLength(1);
  }, 40_000);

  it('asks before leaving a choice that could not be saved, and stays when told to', async () => {
    setViewport('desktop');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next/students': { status: 409, body: { code: 'CONFLICT', message: 'refused' } },
    });
    const { router } = renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await pick(user, 'Groupe d’Hugo Martin l’année prochaine', 'Minimes');
    expect(await screen.findByText(/^Non enregistré/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Retour au groupe' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Le choix d’un membre n’a pas pu être enregistré. Quitter la page quand même et le perdre ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/group/12/next');

    await user.click(screen.getByRole('link', { name: 'Retour au groupe' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group/12'));
  }, 40_000);

  it('ticks the box before the server answers, and puts it back when the server refuses', async () => {
    setViewport('phone');
    signIn({ login: 'admin', roles: ['ADMIN'] });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi({
      'GET /group/12': { body: GROUP },
      'GET /group/12/next': { body: OPTIONS },
      'POST /group/12/next': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/group/12/next');
    await screen.findByRole('heading', { name: 'Année prochaine : Benjamins', level: 1 });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('checkbox', { name: 'Cadets' }));
    // Still waiting for the server: the box already shows the change.
    expect(screen.getByRole('checkbox', { name: 'Cadets' })).toBeChecked();
    answer({ status: 409, body: { code: 'CONFLICT', message: 'refused' } });
    expect(await screen.findByRole('checkbox', { name: 'Cadets', checked: false })).toBeInTheDocument();
  }, 40_000);
});
