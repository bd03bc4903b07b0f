/**
 * A subscription's account (docs/product.md#fees-and-payments): what it owes (its charge, from
 * `familyFees`), what the family paid towards it and what the club gave back. The balance is
 * what is still owed: negative when the family paid more than the charge (a credit).
 */
export interface AccountTotals {
  dueCents: number;
  paidCents: number;
  refundedCents: number;
}

export const balanceOf = ({ dueCents, paidCents, refundedCents }: AccountTotals): number => dueCents - paidCents + refundedCents;

/** What a payment may still put on the subscription: its balance, never less than nothing. */
export const payableCents = (totals: AccountTotals): number => Math.max(0, balanceOf(totals));

/** What a refund may still give back: what was paid and not yet refunded. */
export const refundableCents = ({ paidCents, refundedCents }: AccountTotals): number => paidCents - refundedCents;
