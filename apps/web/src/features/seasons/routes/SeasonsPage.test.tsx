import type { RenewalResultDto, SeasonDto, SeasonOverviewDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

vi.setConfig({ testTimeout: 40_000 });

const CURRENT: SeasonDto = { id: 1, label: '2026-2027', startDate: '2026-09-01', endDate: '2027-08-31', isCurrent: true };
const NEXT: SeasonDto = { id: 2, label: '2027-2028', startDate: '2027-09-01', endDate: '2028-08-31', isCurrent: false };
const overview = (overrides: Partial<SeasonOverviewDto> = {}): SeasonOverviewDto => ({
  current: CURRENT,
  next: null,
  nextLabel: '2027-2028',
  seasons: [CURRENT],
  renewals: { opened: 0, pending: 210 },
  ...overrides,
});

const openSeasons = async (routes: Record<string, MockAnswer | (() => MockAnswer)>) => {
  setViewport('desktop');
  const server = mockApi(routes);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderApp('/season/');
  await screen.findByText('Saisons et renouvellements', { selector: 'h1' }, { timeout: 20_000 });
  return { server, user: userEvent.setup() };
};

describe('seasons and renewals', () => {
  it('shows both seasons and how many members will get a renewal, then opens them after confirmation', async () => {
    let opened = false;
    const { server, user } = await openSeasons({
      'GET /season/': () => ({
        body: opened ? overview({ next: NEXT, seasons: [CURRENT, NEXT], renewals: { opened: 210, pending: 0 } }) : overview(),
      }),
      'POST /season/renewals': () => {
        opened = true;
        return { body: { season: NEXT, created: 210, mailed: 180, skipped: 0 } satisfies RenewalResultDto };
      },
    });

    expect(screen.getByText('Du 01/09/2026 au 31/08/2027')).toBeInTheDocument();
    expect(screen.getByText('Renouvellements pas encore ouverts.')).toBeInTheDocument();
    expect(screen.getByText('210')).toBeInTheDocument();
    expect(screen.getByText('adhérents recevront un renouvellement')).toBeInTheDocument();

    await user.click(screen.getByText('Ouvrir les renouvellements 2027-2028', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('210 adhérents recevront une inscription de renouvellement');
    await user.click(within(dialog).getByText('Ouvrir les renouvellements 2027-2028'));

    const result = await screen.findByText('Renouvellements 2027-2028 ouverts');
    const panel = result.closest('[role="status"]');
    if (!(panel instanceof HTMLElement)) throw new Error('No result panel');
    expect(panel).toHaveTextContent('210inscriptions de renouvellement créées');
    expect(panel).toHaveTextContent('180liens envoyés par e-mail');
    expect(panel).toHaveTextContent('0adhérent avait déjà son renouvellement');
    expect(within(panel).getByText('Voir les inscriptions 2027-2028').closest('a')).toHaveAttribute('href', '/subscription/?season=2');
    expect(server.callsTo('POST', '/season/renewals')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('210 inscriptions ouvertes.')).toBeInTheDocument());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { server, user } = await openSeasons({ 'GET /season/': { body: overview() } });

    await user.click(screen.getByText('Ouvrir les renouvellements 2027-2028', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Annuler'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/season/renewals')).toHaveLength(0);
  });

  it('explains a run already in progress (409)', async () => {
    const { user } = await openSeasons({
      'GET /season/': { body: overview() },
      'POST /season/renewals': { status: 409, body: { code: 'CONFLICT', message: 'RENEWALS_IN_PROGRESS' } },
    });

    await user.click(screen.getByText('Ouvrir les renouvellements 2027-2028', { selector: 'button' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Ouvrir les renouvellements 2027-2028'));

    expect(await screen.findByText(/Un autre administrateur ouvre les renouvellements/)).toBeInTheDocument();
  });

  it('disables the button when nobody is waiting for a renewal', async () => {
    await openSeasons({ 'GET /season/': { body: overview({ next: NEXT, renewals: { opened: 210, pending: 0 } }) } });

    expect(screen.getByText('Ouvrir les renouvellements 2027-2028', { selector: 'button' })).toBeDisabled();
    expect(screen.getByText(/ont déjà leur renouvellement/)).toBeInTheDocument();
  });
});
