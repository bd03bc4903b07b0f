import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildFees, buildLedger, buildPayment } from '../testing/factories';
import { FeesCard } from './FeesCard';

vi.setConfig({ testTimeout: 30_000 });

const showCard = async (routes: MockRoutes, title = 'Cotisation et paiements') => {
  setViewport('phone');
  const server = mockApi(routes);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const onChanged = vi.fn();
  renderInShell(
    <DatePickersProvider>
      <FeesCard subscriptionId={50} onChanged={onChanged} />
    </DatePickersProvider>,
  );
  const card = (await screen.findByRole('region', { name: title }, { timeout: 20_000 })) as HTMLElement;
  return { server, card, onChanged, user: userEvent.setup() };
};

/** The amount beside a line's label, as one reads the row. */
const rowOf = (card: HTMLElement, label: string | RegExp): string => {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent?.replace(/\s/g, ' ') ?? '';
};

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('the fees and payments card', () => {
  it('breaks the fee down, lists the family, the payments and the reductions (fr)', async () => {
    const { card } = await showCard({ 'GET /subscription/50/ledger': { body: buildLedger() } });
    await within(card).findByText('Cotisation du groupe');
    expect(rowOf(card, 'Cotisation du groupe')).toBe('300,00 €');
    expect(rowOf(card, 'Licence FFN')).toBe('45,00 €');
    expect(rowOf(card, 'Réduction famille −10 % (2e enfant)')).toBe('−30,00 €');
    expect(rowOf(card, 'Réductions accordées')).toBe('−20,00 €');
    expect(rowOf(card, 'Montant dû')).toBe('295,00 €');
    expect(rowOf(card, 'Payé')).toBe('100,00 €');
    expect(rowOf(card, 'Reste à payer')).toBe('195,00 €');
    expect(within(card).queryByText('Remboursé')).toBeNull();
    expect(rowOf(card, 'Tom Dupont (Benjamins)')).toBe('180,50 €');
    expect(rowOf(card, 'Léa Dupont (Benjamins) (cette inscription)')).toBe('195,00 €');
    expect(within(card).getByText('12/09/2026 · Chèque · n° 1234567 BNP')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Télécharger le reçu R2026-2027-0001' })).toBeInTheDocument();
    expect(within(card).getByText('Parent bénévole')).toBeInTheDocument();
    expect(within(card).getByText('Accordée le 10/09/2026 par admin')).toBeInTheDocument();
  });

  it('says the same in English, with "Paid in full" at zero, and downloads a receipt', async () => {
    await i18n.changeLanguage('en');
    const paid = buildLedger({ fees: buildFees({ paidCents: 29_500, balanceCents: 0 }), family: [], reductions: [] });
    const { card, server } = await showCard({ 'GET /subscription/50/ledger': { body: paid } }, 'Fees and payments');
    await within(card).findByText('Group fee');
    expect(rowOf(card, 'Group fee')).toBe('€300.00');
    expect(rowOf(card, 'Family discount −10 % (2nd child)')).toBe('−€30.00');
    expect(rowOf(card, 'Reductions granted')).toBe('−€20.00');
    expect(rowOf(card, 'Due')).toBe('€295.00');
    expect(rowOf(card, 'Balance')).toBe('€0.00 Paid in full');
    // One child alone: no family list.
    expect(within(card).queryByText('The family')).toBeNull();
    expect(within(card).getByText('12/09/2026 · Cheque · n° 1234567 BNP')).toBeInTheDocument();

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined }));
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download receipt R2026-2027-0001' }));
    await waitFor(() => expect(server.callsTo('GET', '/payment/7/receipt')).toHaveLength(1));
  });

  it('shows a credit when the family paid more than the charge', async () => {
    const credit = buildLedger({ fees: buildFees({ paidCents: 31_500, balanceCents: -2_000 }) });
    const { card } = await showCard({ 'GET /subscription/50/ledger': { body: credit } });
    await within(card).findByText('Cotisation du groupe');
    expect(rowOf(card, 'Reste à payer')).toBe('Avoir de 20,00 €');
  });

  it('records a payment, then shows its receipt to download and reads the ledger and the subscription again', async () => {
    const { card, server, onChanged, user } = await showCard({
      'GET /subscription/50/ledger': (_call, index) => ({
        body: index === 0 ? buildLedger() : buildLedger({ fees: buildFees({ paidCents: 29_500, balanceCents: 0 }) }),
      }),
      'POST /payment/': { status: 201, body: buildPayment({ id: 8, receiptNumber: 2, receiptReference: 'R2026-2027-0002' }) },
    });
    await user.click(await within(card).findByRole('button', { name: 'Enregistrer un paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement' });
    await user.click(within(dialog).getByRole('combobox', { name: /Moyen de paiement/ }));
    await user.click(await screen.findByRole('option', { name: 'Espèces' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));

    expect(await within(card).findByText('Paiement enregistré : reçu R2026-2027-0002.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).toHaveBeenCalledOnce();
    await waitFor(() => expect(rowOf(card, 'Reste à payer')).toBe('0,00 € Payé en totalité'));
    expect(server.callsTo('POST', '/payment/')[0]?.body).toMatchObject({
      allocations: [
        { subscriptionId: 51, amountCents: 18_050 },
        { subscriptionId: 50, amountCents: 19_500 },
      ],
      method: 'CASH',
    });

    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined }));
    await user.click(within(card).getByRole('button', { name: 'Télécharger le reçu' }));
    await waitFor(() => expect(server.callsTo('GET', '/payment/8/receipt')).toHaveLength(1));
  });

  it('says when a cheque is to be cashed later than the day it was handed in', async () => {
    const ledger = buildLedger({
      payments: [
        buildPayment({ id: 9, receiptReference: 'R2026-2027-0002', depositOn: '2026-11-05' }),
        buildPayment(),
        buildPayment({ id: 10, method: 'CASH', reference: null, receiptReference: 'R2026-2027-0003', depositOn: null }),
      ],
    });
    const { card } = await showCard({ 'GET /subscription/50/ledger': { body: ledger } });
    await within(card).findByText('Cotisation du groupe');
    expect(
      within(card)
        .getAllByText(/^À encaisser le/)
        .map((line) => line.textContent),
    ).toEqual(['À encaisser le 05/11/2026']);
  });

  it('adds a reduction with its reason, in cents', async () => {
    const { card, server, onChanged, user } = await showCard({
      'GET /subscription/50/ledger': { body: buildLedger() },
      'POST /subscription/50/reductions': { status: 201, body: buildLedger() },
    });
    await user.click(await within(card).findByRole('button', { name: 'Ajouter une réduction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une réduction' });
    await user.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '20,5');
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Famille aidée par le CCAS');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la réduction' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', '/subscription/50/reductions')[0]?.body).toEqual({
      amountCents: 2_050,
      reason: 'Famille aidée par le CCAS',
    });
  });

  it('is not shown to a coach', async () => {
    setViewport('phone');
    const server = mockApi({});
    signIn({ login: 'coach', roles: ['COACH'] });
    renderInShell(<FeesCard subscriptionId={50} onChanged={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
