import type { MemberPrivacySummaryDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi } from '@/testing/fetchMock';
import { renderApp } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';

const member = (overrides: Partial<MemberPrivacySummaryDto> = {}): MemberPrivacySummaryDto => ({
  id: 41,
  firstName: 'Abel',
  lastName: 'Aubry',
  birthDate: '2014-06-21',
  groupName: 'Benjamins',
  leftAt: null,
  anonymisedAt: null,
  counts: { guardians: 1, subscriptions: 2, attendances: 0, tests: 1, mails: 3 },
  ...overrides,
});

const openPrivacy = async (summary: MemberPrivacySummaryDto) => {
  setViewport('desktop');
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const server = mockApi({
    [`GET /privacy/member/${summary.id}`]: { body: summary },
    [`POST /privacy/member/${summary.id}/erase`]: { body: { subscriptions: 2, guardians: 1, mails: 3 } },
    'GET /subscription/': { body: { rows: [], total: 0, page: 1, pageSize: 50 } },
  });
  const view = renderApp(`/privacy/member/${summary.id}`);
  await screen.findByRole('region', { name: /^(Ce que le club détient|What the club holds)$/ });
  return { server, router: view.router, user: userEvent.setup({ delay: null }) };
};

describe('a member’s personal data', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('says what is held without guessing the member’s gender, each count in the right number', async () => {
    await openPrivacy(member({ anonymisedAt: '2026-01-10T03:00:00.000Z' }));
    const held = screen.getByRole('region', { name: 'Ce que le club détient' });
    expect(within(held).getByText('Date de naissance : 21/06/2014 · Benjamins')).toBeInTheDocument();
    expect(within(held).getByText('Données anonymisées le 10/01/2026')).toBeInTheDocument();
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 responsable légal', '2 inscriptions', '0 présence enregistrée', '1 test', '3 courriels']);
  });

  it.each([
    [
      'fr',
      'Effacer',
      'Nom de famille',
      'Effacer définitivement',
      'Toutes les données d’Abel Aubry seront effacées définitivement.',
      'Les données d’Abel Aubry ont été effacées',
    ],
    ['en', 'Erase', 'Last name', 'Erase for good', 'All data of Abel Aubry will be erased for good.', 'The data of Abel Aubry was erased'],
  ])('names the member with the right article before erasing them (%s)', async (language, erase, lastName, confirm, warning, done) => {
    await i18n.changeLanguage(language);
    const { server, user, router } = await openPrivacy(member());
    await user.click(screen.getByRole('button', { name: erase }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(lastName), 'aubry');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/'));
    expect(server.callsTo('POST', '/privacy/member/41/erase')[0]?.body).toEqual({ lastName: 'aubry' });
  });

  it('writes « de » before a name starting with a consonant', async () => {
    const { user } = await openPrivacy(member({ firstName: 'Jean', lastName: 'Dupont' }));
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText('Toutes les données de Jean Dupont seront effacées définitivement.')).toBeInTheDocument();
  });
});
