import { addMonths, paymentDayOf, PAYMENT_MSG } from '@club/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { renderInShell } from '@/testing/renderApp';
import { signIn } from '@/testing/session';
import { setViewport } from '@/testing/viewport';
import { buildAccount, buildLedger, buildPayment } from '../testing/factories';
import { MovementDialog } from './MovementDialog';

vi.setConfig({ testTimeout: 30_000 });

const ZOE = buildAccount(52, 'Zoé Dupont', { rank: 3, dueCents: 12_000, paidCents: 0, balanceCents: 12_000 });
const FAMILY = [...buildLedger().family, ZOE];

const openDialog = async (kind: 'PAYMENT' | 'REFUND', routes: MockRoutes = {}, family = FAMILY) => {
  setViewport('phone');
  const server = mockApi(routes);
  signIn({ login: 'admin', roles: ['ADMIN'] });
  const onRecorded = vi.fn();
  renderInShell(
    <Suspense fallback={null}>
      <DatePickersProvider>
        <MovementDialog kind={kind} family={family} onRecorded={onRecorded} onClose={() => undefined} />
      </DatePickersProvider>
    </Suspense>,
  );
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  return { server, onRecorded, dialog, user: userEvent.setup() };
};

const amountOf = (dialog: HTMLElement, name: string): HTMLInputElement =>
  within(dialog).getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

const chooseMethod = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('recording a payment', () => {
  it('prefills each child with what it still owes and adds typed euros up in cents', async () => {
    const { dialog, user } = await openDialog('PAYMENT');
    expect(amountOf(dialog, 'Tom Dupont').value).toBe('180,50');
    expect(amountOf(dialog, 'Léa Dupont').value).toBe('195');
    expect(amountOf(dialog, 'Zoé Dupont').value).toBe('120');
    expect(within(dialog).getByText(/^Total/)).toHaveTextContent('Total : 495,50 €');

    await user.clear(amountOf(dialog, 'Léa Dupont'));
    await user.type(amountOf(dialog, 'Léa Dupont'), '45,05');
    await user.clear(amountOf(dialog, 'Zoé Dupont'));
    await user.type(amountOf(dialog, 'Zoé Dupont'), '0,1');
    // 180,50 + 45,05 + 0,10: a float sum would not land on a whole number of cents.
    expect(within(dialog).getByText(/^Total/)).toHaveTextContent('Total : 225,65 €');
  });

  it('sends exactly the contract body: the children with an amount, in cents, the method, reference and day', async () => {
    const { dialog, user, server, onRecorded } = await openDialog('PAYMENT', {
      'POST /payment/': { status: 201, body: buildPayment({ id: 8, receiptReference: 'R2026-2027-0002' }) },
    });
    await user.clear(amountOf(dialog, 'Tom Dupont'));
    await user.type(amountOf(dialog, 'Tom Dupont'), '0');
    await user.clear(amountOf(dialog, 'Léa Dupont'));
    await user.type(amountOf(dialog, 'Léa Dupont'), '45,50');
    await chooseMethod(user, dialog, /Moyen de paiement/, 'Chèque');
    await user.type(within(dialog).getByRole('textbox', { name: 'Numéro et banque du chèque' }), ' 1234567 BNP ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', '/payment/').map((call) => call.body)).toEqual([
      {
        allocations: [
          { subscriptionId: 50, amountCents: 4_550 },
          { subscriptionId: 52, amountCents: 12_000 },
        ],
        method: 'CHEQUE',
        reference: '1234567 BNP',
        paidOn: paymentDayOf(new Date()),
        // Untouched, a cheque is cashed the day it is handed in.
        depositOn: paymentDayOf(new Date()),
      },
    ]);
  });

  it('sends a cheque’s later cashing day as depositOn, with the hint to record cheques one by one', async () => {
    const { dialog, user, server, onRecorded } = await openDialog('PAYMENT', {
      'POST /payment/': { status: 201, body: buildPayment({ id: 8 }) },
    });
    expect(within(dialog).queryByText('À encaisser le')).toBeNull();
    await chooseMethod(user, dialog, /Moyen de paiement/, 'Chèque');
    expect(within(dialog).getByText(/Plusieurs chèques remis ensemble s’enregistrent un par un/)).toBeInTheDocument();
    const [, depositYear] = within(dialog).getAllByRole('spinbutton', { name: 'Année' });
    await user.click(depositYear!);
    await user.keyboard('{ArrowUp}');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledOnce());
    const today = paymentDayOf(new Date());
    expect(server.callsTo('POST', '/payment/')[0]?.body).toMatchObject({
      method: 'CHEQUE',
      paidOn: today,
      depositOn: addMonths(today, 12),
    });
  });

  it.each([
    ['fr', /Moyen de paiement/, 'Espèces', 'Enregistrer le paiement', 'À encaisser le'],
    ['en', /Payment method/, 'Cash', 'Record the payment', 'To be cashed on'],
  ])('offers no cashing day for cash (%s)', async (language, methodLabel, cash, submit, depositLabel) => {
    await i18n.changeLanguage(language);
    const { dialog, user, server } = await openDialog('PAYMENT', { 'POST /payment/': { status: 201, body: buildPayment({ id: 8 }) } });
    await chooseMethod(user, dialog, methodLabel, cash);
    expect(within(dialog).queryByText(depositLabel)).toBeNull();
    expect(within(dialog).getAllByRole('spinbutton', { name: /Année|Year/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: submit }));
    await waitFor(() => expect(server.callsTo('POST', '/payment/')).toHaveLength(1));
    expect(server.callsTo('POST', '/payment/')[0]?.body).toMatchObject({ method: 'CASH', depositOn: null });
  });

  it('puts the server’s refusal of the cashing day under it', async () => {
    const { dialog, user } = await openDialog('PAYMENT', {
      'POST /payment/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Bad request', fields: { depositOn: PAYMENT_MSG.depositOn } },
      },
    });
    await chooseMethod(user, dialog, /Moyen de paiement/, 'Chèque');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await within(dialog).findByText('Jour d’encaissement invalide : entre le jour de remise du chèque et un an plus tard.'),
    ).toBeInTheDocument();
  });

  it('refuses unreadable euros and more than a child owes before sending anything', async () => {
    const { dialog, user, server } = await openDialog('PAYMENT');
    await user.clear(amountOf(dialog, 'Tom Dupont'));
    await user.type(amountOf(dialog, 'Tom Dupont'), '4,555');
    await user.clear(amountOf(dialog, 'Léa Dupont'));
    await user.type(amountOf(dialog, 'Léa Dupont'), '195,01');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));

    expect(await within(dialog).findByText('Montant invalide : en euros, par exemple 45 ou 45,50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Plus que ce qui reste dû (ou, pour un remboursement, que ce qui a été payé).')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez le moyen de paiement.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it.each([
    [
      'fr',
      /Moyen de paiement/,
      'Espèces',
      'Enregistrer le paiement',
      'Plus que ce qui reste dû (ou, pour un remboursement, que ce qui a été payé).',
    ],
    ['en', /Payment method/, 'Cash', 'Record the payment', 'More than what is still owed (or, for a refund, than what was paid).'],
  ])('shows the server’s refusal under the child it names (%s)', async (language, methodLabel, cash, submit, refusal) => {
    await i18n.changeLanguage(language);
    const { dialog, user, onRecorded } = await openDialog('PAYMENT', {
      // Another desk took a payment meanwhile: the second allocation sent (Zoé's) is now too much.
      'POST /payment/': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Bad request', fields: { 'allocations.1.amountCents': PAYMENT_MSG.exceedsBalance } },
      },
    });
    await user.clear(amountOf(dialog, 'Léa Dupont'));
    await chooseMethod(user, dialog, methodLabel, cash);
    await user.click(within(dialog).getByRole('button', { name: submit }));

    const zoe = amountOf(dialog, 'Zoé Dupont');
    await waitFor(() => expect(zoe).toHaveAttribute('aria-invalid', 'true'));
    expect(zoe).toHaveAccessibleDescription(refusal);
    expect(amountOf(dialog, 'Tom Dupont')).toHaveAttribute('aria-invalid', 'false');
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('names the reference after the method: vouchers for ANCV and Pass’Sport', async () => {
    await i18n.changeLanguage('en');
    const { dialog, user } = await openDialog('PAYMENT');
    await chooseMethod(user, dialog, /Payment method/, 'ANCV holiday vouchers / Coupons Sport');
    expect(within(dialog).getByRole('textbox', { name: 'Voucher numbers' })).toBeInTheDocument();
    await chooseMethod(user, dialog, /Payment method/, 'Bank transfer');
    expect(within(dialog).getByRole('textbox', { name: 'Transfer reference' })).toBeInTheDocument();
  });
});

describe('recording a refund', () => {
  it('lists the children who paid, asks the reason and sends it', async () => {
    const credit = buildAccount(50, 'Léa Dupont', { dueCents: 29_500, paidCents: 31_500, balanceCents: -2_000 });
    const { dialog, user, server } = await openDialog(
      'REFUND',
      { 'POST /payment/refunds': { status: 201, body: buildPayment({ kind: 'REFUND', receiptNumber: null, receiptReference: null }) } },
      [buildLedger().family[0]!, credit],
    );
    // Tom paid nothing: there is nothing to give him back.
    expect(within(dialog).queryByRole('textbox', { name: /Tom Dupont/ })).toBeNull();
    expect(amountOf(dialog, 'Léa Dupont').value).toBe('20');
    await chooseMethod(user, dialog, /Moyen de paiement/, 'Virement');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await within(dialog).findByText('Indiquez le motif (200 caractères au plus).')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Trop-perçu');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    await waitFor(() => expect(server.callsTo('POST', '/payment/refunds')).toHaveLength(1));
    expect(server.callsTo('POST', '/payment/refunds')[0]?.body).toEqual({
      allocations: [{ subscriptionId: 50, amountCents: 2_000 }],
      method: 'TRANSFER',
      reference: null,
      paidOn: paymentDayOf(new Date()),
      reason: 'Trop-perçu',
    });
  });
});
