import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport, type VIEWPORTS } from '@/testing/viewport';
import { buildPage, buildRow } from '../testing/factories';

// A full screen with MUI tables and dialogs: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const ROWS = [buildRow(), buildRow({ studentId: 6, subscriptionId: 60, lastName: 'Dupuis', firstName: 'Hugo' })];
const PAGE = buildPage(ROWS, { total: 12, season: { id: 4, label: '2026-2027' } });

const openList = async (url: string, viewport: keyof typeof VIEWPORTS = 'desktop') => {
  setViewport(viewport);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp(url);
  await screen.findAllByText(/Dupont/, {}, { timeout: 20_000 });
  return userEvent.setup();
};

describe('subscription list: reminding families', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('says what it does, sends the list’s filter and no body, then shows the four counts', async () => {
    const server = mockApi({
      'GET /subscription/': { body: PAGE },
      'POST /subscription/reminders': { body: { reminded: 7, complete: 3, alreadyToday: 1, noAddress: 1 } },
    });
    const user = await openList('/subscription/?state=MISSING_DOC&lastName=dup&groupName=Benjamins&season=4&page=2');

    await user.click(screen.getByRole('button', { name: 'Relancer les familles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relancer les familles' });
    expect(dialog).toHaveTextContent('aux familles des 12 inscriptions affichées (saison 2026-2027, avec les filtres en cours)');
    expect(dialog).toHaveTextContent('au plus une fois par jour');
    expect(server.callsTo('POST', '/subscription/reminders')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer les relances' }));
    const counts = await within(dialog).findByRole('list', { name: 'Relances envoyées' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '7 familles relancées',
      '3 dossiers complets : rien à relancer',
      '1 déjà relancée aujourd’hui',
      '1 sans adresse électronique',
    ]);
    const [call] = server.callsTo('POST', '/subscription/reminders');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ season: '4', lastName: 'dup', groupName: 'Benjamins', state: 'MISSING_DOC' });
    expect(call?.body).toBeUndefined();
    expect(server.callsTo('POST', '/subscription/reminders')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the confirmation is left, and says why the server refused', async () => {
    const server = mockApi({
      'GET /subscription/': { body: PAGE },
      'POST /subscription/reminders': { status: 403, body: { code: 'FORBIDDEN', message: 'Administrators only' } },
    });
    const user = await openList('/subscription/');
    await user.click(screen.getByRole('button', { name: 'Relancer les familles' }));
    let dialog = await screen.findByRole('dialog', { name: 'Relancer les familles' });
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/subscription/reminders')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Relancer les familles' }));
    dialog = await screen.findByRole('dialog', { name: 'Relancer les familles' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer les relances' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Relances envoyées' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/subscription/reminders')).toHaveLength(1);
    expect(Object.fromEntries(server.callsTo('POST', '/subscription/reminders')[0]?.query ?? [])).toEqual({});
  });

  it('says it in English, on a phone', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /subscription/': { body: buildPage(ROWS.slice(0, 1), { season: { id: 4, label: '2026-2027' } }) },
      'POST /subscription/reminders': { body: { reminded: 1, complete: 0, alreadyToday: 0, noAddress: 0 } },
    });
    const user = await openList('/subscription/?season=4', 'phone');
    await user.click(screen.getByRole('button', { name: 'Remind families' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind families' });
    expect(dialog).toHaveTextContent(
      'An e-mail goes to the family of the subscription listed (2026-2027 season, with the current filters)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the reminders' }));
    const counts = await within(dialog).findByRole('list', { name: 'Reminders sent' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 family reminded', '0 files complete: nothing to remind', '0 already reminded today', '0 without an e-mail address']);
  });
});
