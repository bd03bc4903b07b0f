import type { FamilyAccountDto, FeeBreakdownDto, PaymentDto, SubscriptionLedgerDto } from '@club/domain';

/** A second child: 300 € group fee, −10 %, 45 € licence, 20 € reduction; 100 € paid. */
export const buildFees = (overrides: Partial<FeeBreakdownDto> = {}): FeeBreakdownDto => ({
  subscriptionId: 50,
  groupFeeCents: 30_000,
  licenceCents: 4_500,
  rank: 2,
  discountPercent: 10,
  discountCents: 3_000,
  reductionCents: 2_000,
  dueCents: 29_500,
  paidCents: 10_000,
  refundedCents: 0,
  balanceCents: 19_500,
  ...overrides,
});

export const buildAccount = (
  subscriptionId: number,
  memberName: string,
  fees: Partial<FeeBreakdownDto> = {},
  overrides: Partial<FamilyAccountDto> = {},
): FamilyAccountDto => ({
  subscriptionId,
  memberId: subscriptionId - 45,
  memberName,
  groupName: 'Benjamins',
  state: 'STARTED',
  fees: buildFees({ subscriptionId, ...fees }),
  instalments: null,
  ...overrides,
});

export const buildPayment = (overrides: Partial<PaymentDto> = {}): PaymentDto => ({
  id: 7,
  kind: 'PAYMENT',
  receiptNumber: 1,
  receiptReference: 'R2026-2027-0001',
  seasonId: 1,
  method: 'CHEQUE',
  reference: 'n° 1234567 BNP',
  paidOn: '2026-09-12',
  depositOn: '2026-09-12',
  amountCents: 10_000,
  reason: null,
  recordedAt: '2026-09-12T08:30:00.000Z',
  recordedBy: 'admin',
  allocations: [{ subscriptionId: 50, memberName: 'Léa Dupont', amountCents: 10_000 }],
  ...overrides,
});

/** Léa (this subscription, the second child) and her elder brother Tom, who owes 180,50 €. */
export const buildLedger = (overrides: Partial<SubscriptionLedgerDto> = {}): SubscriptionLedgerDto => ({
  subscriptionId: 50,
  seasonId: 1,
  fees: buildFees(),
  discountRankRule: 'PRICE_DESC',
  family: [
    buildAccount(51, 'Tom Dupont', {
      rank: 1,
      groupFeeCents: 18_050,
      licenceCents: 0,
      discountPercent: 0,
      discountCents: 0,
      reductionCents: 0,
      dueCents: 18_050,
      paidCents: 0,
      balanceCents: 18_050,
    }),
    buildAccount(50, 'Léa Dupont'),
  ],
  payments: [buildPayment()],
  reductions: [{ id: 3, amountCents: 2_000, reason: 'Parent bénévole', createdAt: '2026-09-10T09:00:00.000Z', createdBy: 'admin' }],
  ...overrides,
});
