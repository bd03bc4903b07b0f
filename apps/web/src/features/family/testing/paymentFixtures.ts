import type { FamilyPaymentsDto } from '@club/domain';

type Account = FamilyPaymentsDto['accounts'][number];
type Payment = FamilyPaymentsDto['payments'][number];

/** Léa, first child: 250 € + 40 € licence − 30 € granted = 260 €, 170 € paid. */
export const leaAccount = (account: Partial<Account> = {}): Account => ({
  subscriptionId: 31,
  memberId: 11,
  memberName: 'Léa Martin',
  firstName: 'Léa',
  groupName: 'Avenirs 1',
  state: 'MISSING_DOC',
  seasonLabel: '2025-2026',
  fees: {
    subscriptionId: 31,
    groupFeeCents: 25_000,
    licenceCents: 4_000,
    rank: 1,
    discountPercent: 0,
    discountCents: 0,
    reductionCents: 3_000,
    dueCents: 26_000,
    paidCents: 17_000,
    refundedCents: 0,
    balanceCents: 9_000,
  },
  instalments: null,
  ...account,
});

/** Hugo, second child: 200 € + 40 € licence − 10 % of 200 € = 220 €, all paid. */
export const hugoAccount = (account: Partial<Account> = {}): Account => ({
  subscriptionId: 32,
  memberId: 12,
  memberName: 'Hugo Martin',
  firstName: 'Hugo',
  groupName: 'Benjamins',
  state: 'DONE',
  seasonLabel: '2025-2026',
  fees: {
    subscriptionId: 32,
    groupFeeCents: 20_000,
    licenceCents: 4_000,
    rank: 2,
    discountPercent: 10,
    discountCents: 2_000,
    reductionCents: 0,
    dueCents: 22_000,
    paidCents: 22_000,
    refundedCents: 0,
    balanceCents: 0,
  },
  instalments: null,
  ...account,
});

/** One cheque split between the two children. */
export const splitPayment = (payment: Partial<Payment> = {}): Payment => ({
  id: 501,
  kind: 'PAYMENT',
  receiptNumber: 7,
  receiptReference: 'R2025-2026-0007',
  seasonId: 3,
  method: 'CHEQUE',
  reference: 'Chèque 0012345 Banque Populaire',
  paidOn: '2025-09-20',
  depositOn: '2025-09-20',
  amountCents: 39_000,
  recordedAt: '2025-09-20T16:12:00.000Z',
  allocations: [
    { subscriptionId: 31, memberName: 'Léa Martin', amountCents: 17_000 },
    { subscriptionId: 32, memberName: 'Hugo Martin', amountCents: 22_000 },
  ],
  ...payment,
});

export const familyPaymentsFixture = (payments: Partial<FamilyPaymentsDto> = {}): FamilyPaymentsDto => ({
  accounts: [leaAccount(), hugoAccount()],
  payments: [splitPayment()],
  ...payments,
});
