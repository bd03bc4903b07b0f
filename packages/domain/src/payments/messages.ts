/**
 * Message keys of the fees and payments (docs/product.md#fees-and-payments). The server sends
 * them in `fields` or as the error's message; the web translates them (namespace `payments`,
 * `validation.<key>`).
 */
export const PAYMENT_MSG = {
  allocations: 'PAYMENT_ALLOCATIONS_ERROR',
  amount: 'PAYMENT_AMOUNT_ERROR',
  method: 'PAYMENT_METHOD_ERROR',
  reference: 'PAYMENT_REFERENCE_ERROR',
  /** An allocation is more than what the subscription still owes (or, for a refund, than what it paid). */
  exceedsBalance: 'PAYMENT_EXCEEDS_BALANCE',
  /** The allocations name subscriptions of different families or seasons. */
  oneFamily: 'PAYMENT_ONE_FAMILY_ERROR',
  reason: 'REDUCTION_REASON_ERROR',
  licenceFee: 'LICENCE_FEE_ERROR',
  discountTiers: 'DISCOUNT_TIERS_ERROR',
  discountRankRule: 'DISCOUNT_RANK_RULE_ERROR',
  paymentTickRule: 'PAYMENT_TICK_RULE_ERROR',
  overdueOffsets: 'OVERDUE_REMINDER_OFFSETS_ERROR',
  /** A cheque's cashing day before the day it was handed in, or more than a year after; or a cashing day on another method. */
  depositOn: 'PAYMENT_DEPOSIT_ON_ERROR',
} as const;
