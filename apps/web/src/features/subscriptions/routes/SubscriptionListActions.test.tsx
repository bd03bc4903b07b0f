import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildPage, buildRow } from '../testing/factories';

// A full screen with MUI tables and dialogs: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const ROWS = [
  buildRow(),
  buildRow({ studentId: 6, subscriptionId: 60, lastName: 'Martin', firstName: 'Hugo', subscriptionState: 'CANCELLED' }),
  buildRow({ studentId: 7, subscriptionId: 70, lastName: 'Petit', firstName: 'Zoé', subscriptionState: 'DONE' }),
];
const PAGE = buildPage(ROWS, { season: { id: 4, label: '2026-2027' } });

const openList = async (url = '/subscription/') => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp(url);
  await screen.findAllByText(/Dupont/, {}, { timeout: 20_000 });
  return userEvent.setup();
};

/** The export's download, stubbed: the test reads what was asked for. */
const stubDownload = () => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};

describe('subscription list: cancelling the season’s subscription, exporting what is shown', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('cancels the selected members’ subscriptions of the season shown as the primary action, nothing deleted', async () => {
    const server = mockApi({
      'GET /subscription/': { body: PAGE },
      'POST /subscription/student/bulk/cancel': { body: { cancelled: 1, alreadyCancelled: 1 } },
    });
    const user = await openList();
    expect(within(screen.getByText('Martin', { selector: 'th' }).closest('tr')!).getByText('Annulée')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Sélectionner Léa Dupont'));
    await user.click(screen.getByLabelText('Sélectionner Hugo Martin'));
    const primary = screen.getByRole('button', { name: 'Annuler l’inscription de la saison' });
    expect(primary.className).toMatch(/contained/);
    expect(screen.getByRole('button', { name: 'Supprimer définitivement…' }).className).toMatch(/colorError/);
    await user.click(primary);
    const dialog = await screen.findByRole('dialog', { name: 'Annuler l’inscription de la saison 2026-2027' });
    expect(dialog).toHaveTextContent('Les inscriptions de 2 adhérents à la saison 2026-2027 passeront à l’état « Annulée »');
    expect(dialog).toHaveTextContent('Rien n’est supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler 2 inscriptions' }));

    expect(await screen.findByText('1 inscription à la saison 2026-2027 annulée (1 l’était déjà)')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/bulk/cancel')).toEqual([
      expect.objectContaining({ body: { ids: [5, 6], season: 4 } }),
    ]);
    expect(server.callsTo('POST', '/subscription/student/bulk/delete')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(/sélectionnés/)).not.toBeInTheDocument());
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    const server = mockApi({
      'GET /subscription/': { body: PAGE },
      'POST /subscription/student/bulk/cancel': { body: { cancelled: 2, alreadyCancelled: 0 } },
    });
    const user = await openList();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Select Léa Dupont'));
    await user.click(screen.getByLabelText('Select Zoé Petit'));
    await user.click(screen.getByRole('button', { name: 'Cancel this season’s subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the 2026-2027 season’s subscription' });
    expect(dialog).toHaveTextContent('Nothing is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 subscriptions' }));
    expect(await screen.findByText('2 subscriptions to the 2026-2027 season cancelled')).toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/student/bulk/cancel')[0]?.body).toEqual({ ids: [5, 7], season: 4 });

    await user.click(screen.getByLabelText('Select Léa Dupont'));
    await user.click(screen.getByRole('button', { name: 'Delete permanently…' }));
    const deletion = await screen.findByRole('dialog', { name: 'Permanently delete 1 member' });
    expect(deletion).toHaveTextContent('training attendance');
    expect(within(deletion).getByRole('button', { name: 'Permanently delete 1 member' })).toBeDisabled();
  });

  it('offers the cancelled state among the filters', async () => {
    mockApi({ 'GET /subscription/': { body: PAGE } });
    const user = await openList();
    await user.click(screen.getByLabelText('Filtrer par état'));
    await user.click(await screen.findByRole('option', { name: 'Annulée' }));
    await waitFor(() =>
      expect(
        vi
          .mocked(fetch)
          .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
          .some((url) => url.pathname === '/api/subscription/' && url.searchParams.get('state') === 'CANCELLED'),
      ).toBe(true),
    );
  });

  it('exports what the list shows: the season and the filters in the address', async () => {
    const server = mockApi({ 'GET /subscription/': { body: PAGE }, 'GET /student/export': { body: 'PK' } });
    stubDownload();
    const user = await openList('/subscription/?state=SCHEDULED&lastName=dup&problem=true&season=4&page=2');

    await user.click(screen.getByText('Exporter'));

    expect(await screen.findByText('students.xlsx téléchargé')).toBeInTheDocument();
    const query = server.callsTo('GET', '/student/export')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ season: '4', lastName: 'dup', state: 'SCHEDULED', problem: 'true' });
  });
});
