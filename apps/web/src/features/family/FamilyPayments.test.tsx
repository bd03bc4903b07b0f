import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { mockApi, type MockRoutes } from '@/testing/fetchMock';
import { setViewport } from '@/testing/viewport';
import { homeFixture } from './testing/fixtures';
import { familyPaymentsFixture, hugoAccount, leaAccount, splitPayment } from './testing/paymentFixtures';
import { renderFamilyPage } from './testing/renderFamilyPage';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const signedIn = (routes: MockRoutes = {}): MockRoutes => ({
  'GET /family/': { body: homeFixture() },
  'GET /family/sessions': { body: { sessions: [] } },
  'GET /family/payments': { body: familyPaymentsFixture() },
  ...routes,
});

/** The payments section once its data is shown. */
const openPayments = async (name: string, shown: string) => {
  const section = await screen.findByRole('region', { name }, { timeout: 15_000 });
  await within(section).findByText(shown);
  return within(section);
};

/** The lines of a breakdown as « label amount », whitespace as the reader sees it. */
const linesOf = (account: HTMLElement) =>
  [...account.querySelectorAll('dl > div')].map((line) =>
    [...line.children].map((part) => part.textContent?.replace(/\s+/g, ' ')).join(' '),
  );

describe('payments on the family’s home', () => {
  it('shows each child’s fee, the family discount, what is paid and left, and one split payment with its receipt', async () => {
    setViewport('phone');
    const server = mockApi(signedIn());
    const { container } = renderFamilyPage('/family');
    const section = await openPayments('Paiements', 'Paiements enregistrés');

    expect(section.getByText(/se règle au guichet du club/)).toBeInTheDocument();
    expect(section.getByRole('heading', { name: 'Saison 2025-2026' })).toBeInTheDocument();
    const lea = section.getByRole('article', { name: 'Léa Martin' });
    expect(linesOf(lea)).toEqual([
      'Cotisation du groupe 250,00 €',
      'Licence fédérale 40,00 €',
      'Réductions accordées −30,00 €',
      'Total dû 260,00 €',
      'Payé 170,00 €',
    ]);
    expect(within(lea).getByText('Avenirs 1')).toBeInTheDocument();
    expect(within(lea).getByText('Reste à payer : 90,00 €')).toBeInTheDocument();

    const hugo = section.getByRole('article', { name: 'Hugo Martin' });
    expect(linesOf(hugo)).toEqual([
      'Cotisation du groupe 200,00 €',
      'Licence fédérale 40,00 €',
      'Réduction famille −10 % (2e enfant) −20,00 €',
      'Total dû 220,00 €',
      'Payé 220,00 €',
    ]);
    expect(within(hugo).getByText('Réglé en totalité')).toBeInTheDocument();

    const [payment, ...others] = section.getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(payment).toHaveTextContent('20/09/2025 · Chèque');
    expect(payment).toHaveTextContent('390,00 €');
    expect(payment).toHaveTextContent('Léa Martin : 170,00 €');
    expect(payment).toHaveTextContent('Hugo Martin : 220,00 €');
    expect(payment).toHaveTextContent('Reçu R2025-2026-0007');
    const receipt = within(payment!).getByRole('link', { name: 'Télécharger le reçu R2025-2026-0007 (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/family/payments/501/receipt');
    expect(receipt).toHaveTextContent('Télécharger le reçu');

    // Paid at the counter: nothing to pay online, no button at all, no table on a phone.
    expect(section.queryAllByRole('button')).toEqual([]);
    expect(section.queryByText(/en ligne/)).not.toBeInTheDocument();
    expect(container.querySelector('table')).toBeNull();
    expect(server.callsTo('GET', '/family/payments')).toHaveLength(1);
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    mockApi(signedIn());
    renderFamilyPage('/family');
    const section = await openPayments('Payments', 'Payments recorded');

    expect(section.getByText(/paid at the club’s counter/)).toBeInTheDocument();
    expect(linesOf(section.getByRole('article', { name: 'Hugo Martin' }))).toEqual([
      'Group fee €200.00',
      'Federation licence €40.00',
      'Family discount −10% (2nd child) −€20.00',
      'Total due €220.00',
      'Paid €220.00',
    ]);
    expect(section.getByText('Still to pay: €90.00')).toBeInTheDocument();
    expect(section.getByText('Paid in full')).toBeInTheDocument();
    const payment = section.getByRole('listitem');
    expect(payment).toHaveTextContent('20/09/2025 · Cheque');
    expect(payment).toHaveTextContent('Léa Martin: €170.00');
    expect(payment).toHaveTextContent('Hugo Martin: €220.00');
    expect(within(payment).getByRole('link', { name: 'Download the receipt R2025-2026-0007 (PDF)' })).toHaveAttribute(
      'href',
      '/api/family/payments/501/receipt',
    );
  });

  it('links each payment to its own receipt, newest first, and a refund to none', async () => {
    mockApi(
      signedIn({
        'GET /family/payments': {
          body: familyPaymentsFixture({
            accounts: [leaAccount({ fees: { ...leaAccount().fees, paidCents: 27_500, refundedCents: 0, balanceCents: -1_500 } })],
            payments: [
              splitPayment({ allocations: [{ subscriptionId: 31, memberName: 'Léa Martin', amountCents: 17_000 }], amountCents: 17_000 }),
              splitPayment({
                id: 502,
                receiptNumber: 12,
                receiptReference: 'R2025-2026-0012',
                method: 'ANCV',
                paidOn: '2025-10-02',
                recordedAt: '2025-10-02T09:00:00.000Z',
                allocations: [{ subscriptionId: 31, memberName: 'Léa Martin', amountCents: 10_500 }],
                amountCents: 10_500,
              }),
              splitPayment({
                id: 503,
                kind: 'REFUND',
                receiptNumber: null,
                receiptReference: null,
                method: 'TRANSFER',
                paidOn: '2025-09-25',
                recordedAt: '2025-09-25T09:00:00.000Z',
                allocations: [{ subscriptionId: 31, memberName: 'Léa Martin', amountCents: 1_000 }],
                amountCents: 1_000,
              }),
            ],
          }),
        },
      }),
    );
    renderFamilyPage('/family');
    const section = await openPayments('Paiements', 'Paiements enregistrés');

    expect(section.getByText('Avoir en votre faveur : 15,00 €')).toBeInTheDocument();
    const items = section.getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.firstChild?.textContent)).toEqual([
      '02/10/2025 · Chèques-Vacances ou Coupons Sport',
      'Remboursement · 25/09/2025 · Virement',
      '20/09/2025 · Chèque',
    ]);
    expect(section.getAllByRole('link', { name: /reçu/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/api/family/payments/502/receipt',
      '/api/family/payments/501/receipt',
    ]);
    // What was paid for the season, certified, for a works council or a health insurer.
    expect(section.getByRole('link', { name: /attestation de paiement de Léa Martin pour la saison 2025-2026/ })).toHaveAttribute(
      'href',
      '/api/family/members/11/payment-attestation?season=2025-2026',
    );
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('−10,00 €');
  });

  it('says when no payment is recorded yet, with what is still to pay', async () => {
    mockApi(signedIn({ 'GET /family/payments': { body: familyPaymentsFixture({ payments: [] }) } }));
    renderFamilyPage('/family');
    const section = await openPayments('Paiements', 'Aucun paiement enregistré pour l’instant');
    expect(section.getByText('Reste à payer : 90,00 €')).toBeInTheDocument();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
    expect(section.queryByRole('link', { name: /reçu/ })).not.toBeInTheDocument();
  });

  it('says it in English when the family has nothing at all yet', async () => {
    await i18n.changeLanguage('en');
    mockApi(signedIn({ 'GET /family/payments': { body: { accounts: [], payments: [] } } }));
    renderFamilyPage('/family');
    const section = await openPayments('Payments', 'No payment recorded yet');
    expect(section.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Paiements',
      'Paiements enregistrés',
      'Échéancier : 3 échéances',
      [
        'Échéance du 05/10/2025 90,00 € Payée',
        'Échéance du 05/11/2025 85,00 € En retard : 5,00 € à régler au guichet Rappel envoyé le 12/11/2025',
        'Échéance du 05/12/2025 85,00 € À venir',
      ],
    ],
    [
      'en',
      'Payments',
      'Payments recorded',
      'Instalments: 3 instalments',
      [
        'Due on 05/10/2025 €90.00 Paid',
        'Due on 05/11/2025 €85.00 Overdue: €5.00 to pay at the counter Reminder sent on 12/11/2025',
        'Due on 05/12/2025 €85.00 Upcoming',
      ],
    ],
  ])('lists a child’s instalments with an overdue one said in words (%s)', async (language, title, list, heading, lines) => {
    await i18n.changeLanguage(language);
    setViewport('phone');
    const instalments = {
      count: 3,
      firstDueOn: '2025-10-05',
      instalments: [
        { number: 1, dueOn: '2025-10-05', amountCents: 9_000, paidCents: 9_000, status: 'PAID' as const, remindedOn: [] },
        { number: 2, dueOn: '2025-11-05', amountCents: 8_500, paidCents: 8_000, status: 'OVERDUE' as const, remindedOn: ['2025-11-12'] },
        { number: 3, dueOn: '2025-12-05', amountCents: 8_500, paidCents: 0, status: 'DUE' as const, remindedOn: [] },
      ],
    };
    mockApi(
      signedIn({ 'GET /family/payments': { body: familyPaymentsFixture({ accounts: [leaAccount({ instalments }), hugoAccount()] }) } }),
    );
    renderFamilyPage('/family');
    const section = await openPayments(title, list);
    const lea = within(section.getByRole('article', { name: 'Léa Martin' }));
    const parts = lea.getByRole('list', { name: heading });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) =>
          [...item.querySelectorAll('p')]
            .map((line) => line.textContent)
            .join(' ')
            .replace(/\s+/g, ' '),
        ),
    ).toEqual(lines);
    // Hugo has no plan: nothing about instalments under his account.
    expect(within(section.getByRole('article', { name: 'Hugo Martin' })).queryByRole('list')).toBeNull();
  });

  it('names every payment method in both languages', async () => {
    const methods = ['CASH', 'CHEQUE', 'TRANSFER', 'CARD', 'PASS_SPORT', 'ANCV', 'OTHER'] as const;
    const payments = methods.map((method, index) =>
      splitPayment({ id: 600 + index, method, paidOn: `2025-09-0${index + 1}`, receiptReference: `R2025-2026-000${index + 1}` }),
    );
    mockApi(signedIn({ 'GET /family/payments': { body: familyPaymentsFixture({ accounts: [hugoAccount()], payments }) } }));
    const { unmount } = renderFamilyPage('/family');
    const methodsShown = async (title: string, list: string) =>
      (await openPayments(title, list)).getAllByRole('listitem').map((item) => item.firstChild?.firstChild?.textContent?.split(' · ')[1]);
    expect(await methodsShown('Paiements', 'Paiements enregistrés')).toEqual(
      ['Espèces', 'Chèque', 'Virement', 'Carte bancaire', 'Pass’Sport', 'Chèques-Vacances ou Coupons Sport', 'Autre'].reverse(),
    );
    unmount();
    await i18n.changeLanguage('en');
    renderFamilyPage('/family');
    expect(await methodsShown('Payments', 'Payments recorded')).toEqual(
      ['Cash', 'Cheque', 'Bank transfer', 'Card', 'Pass’Sport', 'ANCV holiday vouchers or Coupons Sport', 'Other'].reverse(),
    );
  });
});
