import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildPage, buildRow } from '../testing/factories';

// A full screen with MUI tables and forms: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const ROWS = [
  buildRow(),
  buildRow({ studentId: 6, subscriptionId: 60, lastName: 'Martin', firstName: 'Hugo', subscriptionState: 'SCHEDULED', problem: true }),
  buildRow({ studentId: 7, subscriptionId: 70, lastName: 'Petit', firstName: 'Zoé', subscriptionState: 'DONE', subGroupName: null }),
];

/** Every URL the list asked the server for, with its query string. */
const listQueries = (): URLSearchParams[] =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/subscription/')
    .map((url) => url.searchParams);

/** The table row of a member, by last name. */
const rowOf = (lastName: string): HTMLElement => {
  const row = screen.getByText(lastName, { selector: 'th' }).closest('tr');
  if (row === null) throw new Error(`No row for ${lastName}`);
  return row;
};

const openList = async (viewport: keyof typeof VIEWPORTS = 'desktop', url = '/subscription/') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp(url);
  await screen.findAllByText(/Dupont/, {}, { timeout: 20_000 });
  return userEvent.setup();
};

describe('subscription list', () => {
  it('shows the page of the season with the states translated and a problem link only where needed', async () => {
    mockApi({ 'GET /subscription/': { body: buildPage(ROWS, { total: 120 }) } });
    await openList();

    expect(screen.getByText('Inscriptions', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Saison 2026-2027 · 120 inscriptions')).toBeInTheDocument();
    const martin = rowOf('Martin');
    expect(within(martin).getByText('En attente')).toBeInTheDocument();
    expect(within(martin).getByLabelText('Choisir le responsable d’Hugo Martin')).toHaveAttribute('href', '/subscription/problem/6');
    expect(within(martin).getByLabelText('Modifier l’inscription d’Hugo Martin')).toHaveAttribute('href', '/subscription/6');
    const dupont = rowOf('Dupont');
    expect(within(dupont).getByText('Commencée')).toBeInTheDocument();
    expect(within(dupont).queryByLabelText(/Choisir le responsable/)).not.toBeInTheDocument();
    expect(within(rowOf('Petit')).getByText('Terminée')).toBeInTheDocument();
    expect(screen.getByText('1–50 sur 120')).toBeInTheDocument();
    expect(listQueries()[0]?.toString()).toBe('page=1&pageSize=50');
  });

  it('sends the typed filters to the server once typing pauses, not at every key', async () => {
    mockApi({ 'GET /subscription/': { body: buildPage(ROWS) } });
    await openList();
    // No pause between the keys: they all come before the debounce can end.
    const user = userEvent.setup({ delay: null });

    await user.type(screen.getByLabelText('Filtrer par nom'), 'dUp');
    expect(screen.getByLabelText('Filtrer par nom')).toHaveValue('dUp');
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]?.get('lastName')).toBe('dUp');

    await user.type(screen.getByLabelText('Filtrer par groupe'), 'benj');
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(Object.fromEntries(listQueries()[2] ?? [])).toEqual({ page: '1', pageSize: '50', lastName: 'dUp', groupName: 'benj' });
  });

  it('filters by a translated state and by problems only, and pages on the server', async () => {
    mockApi({ 'GET /subscription/': { body: buildPage(ROWS, { total: 120 }) } });
    const user = await openList();

    await user.click(screen.getByLabelText('Filtrer par état'));
    await user.click(await screen.findByText('Documents manquants', { selector: 'li' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('state')).toBe('MISSING_DOC'));

    await user.click(screen.getByLabelText('Problèmes seulement'));
    await waitFor(() => expect(listQueries().at(-1)?.get('problem')).toBe('true'));
    expect(listQueries().at(-1)?.get('state')).toBe('MISSING_DOC');

    await user.click(screen.getByLabelText('Page suivante'));
    await waitFor(() => expect(listQueries().at(-1)?.get('page')).toBe('2'));
    expect(listQueries().at(-1)?.get('problem')).toBe('true');
  });

  it('deletes the selected members permanently only from its own red action, consequences listed and a box ticked', async () => {
    const server = mockApi({
      'GET /subscription/': { body: buildPage(ROWS) },
      'POST /subscription/student/bulk/delete': { body: { deleted: 2 } },
    });
    const user = await openList();

    await user.click(screen.getByLabelText('Sélectionner Léa Dupont'));
    await user.click(screen.getByLabelText('Sélectionner Zoé Petit'));
    expect(screen.getByText('2 adhérents sélectionnés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement 2 adhérents' });
    expect(dialog).toHaveTextContent('les présences aux entraînements');
    expect(dialog).toHaveTextContent('les inscriptions de toutes les saisons');
    expect(dialog).toHaveTextContent('« Annuler l’inscription de la saison »');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement 2 adhérents' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByLabelText('Je comprends que ces 2 adhérents et tout leur historique seront supprimés définitivement.'),
    );
    await user.click(confirm);

    expect(await screen.findByText('2 adhérents supprimés')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/bulk/delete')).toEqual([expect.objectContaining({ body: { ids: [5, 7] } })]);
    expect(screen.queryByText(/sélectionnés/)).not.toBeInTheDocument();
  });

  it('deletes nothing when the permanent deletion is left without ticking the box', async () => {
    const server = mockApi({ 'GET /subscription/': { body: buildPage(ROWS) } });
    const user = await openList();

    await user.click(screen.getByLabelText('Sélectionner Léa Dupont'));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Supprimer définitivement 1 adhérent' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/subscription/student/bulk/delete')).toHaveLength(0);
    expect(screen.getByText('1 adhérent sélectionné')).toBeInTheDocument();
  });

  it('deletes one member after confirmation', async () => {
    const server = mockApi({ 'GET /subscription/': { body: buildPage(ROWS) }, 'DELETE /subscription/student/6': { status: 204 } });
    const user = await openList();

    await user.click(screen.getByLabelText('Supprimer Hugo Martin'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Fiche d’Hugo Martin supprimée')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/subscription/student/6')).toHaveLength(1);
  });

  it('downloads students.xlsx through the API with the staff token', async () => {
    const server = mockApi({ 'GET /subscription/': { body: buildPage(ROWS) }, 'GET /student/export': { body: 'PK' } });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = await openList();

    await user.click(screen.getByText('Exporter'));

    expect(await screen.findByText('students.xlsx téléchargé')).toBeInTheDocument();
    expect(server.callsTo('GET', '/student/export')[0]?.authorization).toBe('Bearer access-token-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows cards with the filters above them on a phone', async () => {
    mockApi({ 'GET /subscription/': { body: buildPage(ROWS) } });
    await openList('phone');

    expect(document.querySelector('table')).toBeNull();
    const cards = screen.getByLabelText('Inscriptions', { selector: 'ul' });
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(within(cards).getByText('Martin Hugo')).toBeInTheDocument();
    // Whatever the member's gender: no « Né(e) le ».
    expect(within(cards).getAllByText(/^Date de naissance : 04\/05\/2012/)).toHaveLength(3);
    expect(screen.getByLabelText('Filtrer par nom')).toBeInTheDocument();
  });

  it('keeps the filters in the address', async () => {
    mockApi({ 'GET /subscription/': { body: buildPage(ROWS) } });
    await openList('desktop', '/subscription/?lastName=dup&state=DONE&page=3');

    expect(screen.getByLabelText('Filtrer par nom')).toHaveValue('dup');
    const query = listQueries()[0];
    expect(query?.get('lastName')).toBe('dup');
    expect(query?.get('state')).toBe('DONE');
    expect(query?.get('page')).toBe('3');
  });
});
