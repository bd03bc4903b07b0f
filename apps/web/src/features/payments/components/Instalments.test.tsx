import type { InstalmentPlanDto } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildAccount, buildFees, buildLedger } from '../testing/factories';
import { FeesCard } from './FeesCard';

vi.setConfig({ testTimeout: 30_000 });

/** 295 € in three parts from 5 October; 150 € paid: the first settled, the second begun and overdue, reminded twice. */
const PLAN: InstalmentPlanDto = {
  count: 3,
  firstDueOn: '2026-10-05',
  instalments: [
    { number: 1, dueOn: '2026-10-05', amountCents: 9_834, paidCents: 9_834, status: 'PAID', remindedOn: [] },
    { number: 2, dueOn: '2026-11-05', amountCents: 9_833, paidCents: 166, status: 'OVERDUE', remindedOn: ['2026-11-12', '2026-11-20'] },
    { number: 3, dueOn: '2026-12-05', amountCents: 9_833, paidCents: 0, status: 'DUE', remindedOn: [] },
  ],
};

/** Léa's ledger; her account in the family carries the plan given. */
const ledgerWith = (plan: InstalmentPlanDto | null, dueCents = 29_500) => {
  const ledger = buildLedger({ fees: buildFees({ dueCents }) });
  return {
    ...ledger,
    family: ledger.family.map((account) =>
      account.subscriptionId === 50 ? buildAccount(50, 'Léa Dupont', { dueCents }, { instalments: plan }) : account,
    ),
  };
};

const showCard = async (routes: MockRoutes, title = 'Cotisation et paiements') => {
  setViewport('phone');
  const server = mockApi(routes);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  renderInShell(
    <DatePickersProvider>
      <FeesCard subscriptionId={50} onChanged={() => undefined} />
    </DatePickersProvider>,
  );
  const card = (await screen.findByRole('region', { name: title }, { timeout: 20_000 })) as HTMLElement;
  const part = (await within(card).findByRole('region', {
    name: title === 'Fees and payments' ? 'Instalments' : 'Échéancier',
  })) as HTMLElement;
  return { server, card, part, user: userEvent.setup() };
};

const previewOf = (dialog: HTMLElement) =>
  [
    ...within(dialog)
      .getByRole('region', { name: /Aperçu|preview/ })
      .querySelectorAll('dl > div'),
  ].map((line) => [...line.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(' = '));

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('instalments in the fees card', () => {
  it('says the charge is paid at once without a plan, and sets one up: 100 € in three parts, the extra cent on the first', async () => {
    const { part, server, user } = await showCard({
      'GET /subscription/50/ledger': { body: ledgerWith(null, 10_000) },
      'PUT /subscription/50/instalments': { body: ledgerWith({ ...PLAN, firstDueOn: '2026-10-05' }, 10_000) },
    });
    expect(within(part).getByText('Payé en une fois')).toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Mettre en place un échéancier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mettre en place un échéancier' }, { timeout: 20_000 });
    // Full screen on a phone.
    expect(dialog.closest('.MuiDialog-paperFullScreen') ?? dialog.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'En 1 fois' }));
    expect(previewOf(dialog)).toHaveLength(1);
    await user.click(within(dialog).getByRole('radio', { name: 'En 3 fois' }));
    expect(previewOf(dialog).map((line) => line.split(' = ')[1])).toEqual(['33,34 €', '33,33 €', '33,33 €']);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’échéancier' }));

    await waitFor(() => expect(server.callsTo('PUT', '/subscription/50/instalments')).toHaveLength(1));
    const body = server.callsTo('PUT', '/subscription/50/instalments')[0]?.body as { count: number; firstDueOn: string };
    expect(body).toEqual({ count: 3, firstDueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(part).findByText('Échéance 2 · 05/11/2026')).toBeInTheDocument();
  });

  it('previews the parts a month apart from the plan’s first day and sends the count and that day', async () => {
    const { part, server, user } = await showCard({
      'GET /subscription/50/ledger': { body: ledgerWith({ ...PLAN, count: 10 }, 10_000) },
      'PUT /subscription/50/instalments': { body: ledgerWith(PLAN, 10_000) },
    });
    await user.click(within(part).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’échéancier' }, { timeout: 20_000 });
    expect(within(dialog).getByRole('radio', { name: 'En 10 fois' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'En 3 fois' }));
    expect(previewOf(dialog)).toEqual([
      'Échéance 1 · 05/10/2026 = 33,34 €',
      'Échéance 2 · 05/11/2026 = 33,33 €',
      'Échéance 3 · 05/12/2026 = 33,33 €',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’échéancier' }));
    await waitFor(() => expect(server.callsTo('PUT', '/subscription/50/instalments')).toHaveLength(1));
    expect(server.callsTo('PUT', '/subscription/50/instalments')[0]?.body).toEqual({ count: 3, firstDueOn: '2026-10-05' });
  });

  it('lists the parts with their state in words, what was paid on a begun one and the reminders sent', async () => {
    const { part } = await showCard({ 'GET /subscription/50/ledger': { body: ledgerWith(PLAN) } });
    const items = within(part).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Échéance 1 · 05/10/202698,34 €Payée',
      'Échéance 2 · 05/11/202698,33 €En retardPayé : 1,66 €Relancée le 12/11, 20/11',
      'Échéance 3 · 05/12/202698,33 €À venir',
    ]);
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    const { part } = await showCard({ 'GET /subscription/50/ledger': { body: ledgerWith(PLAN) } }, 'Fees and payments');
    const overdue = within(part).getAllByRole('listitem')[1]!;
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue).getByText('Reminded on 12/11, 20/11')).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Remove the plan' })).toBeInTheDocument();
  });

  it('removes the plan only once confirmed', async () => {
    const { part, server, user } = await showCard({
      'GET /subscription/50/ledger': { body: ledgerWith(PLAN) },
      'DELETE /subscription/50/instalments': { body: ledgerWith(null) },
    });
    await user.click(within(part).getByRole('button', { name: 'Supprimer l’échéancier' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer l’échéancier ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', '/subscription/50/instalments')).toEqual([]);

    await user.click(within(part).getByRole('button', { name: 'Supprimer l’échéancier' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Supprimer l’échéancier ?' })).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(server.callsTo('DELETE', '/subscription/50/instalments')).toHaveLength(1));
    expect(await within(part).findByText('Payé en une fois')).toBeInTheDocument();
  });
});
