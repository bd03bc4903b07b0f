import { PAYMENT_METHODS, isPaymentMethod, type CashBookDto, type PaymentMethod } from '@club/domain';
import type { cashBookMembers, cashBookPayments } from './repository.js';

type PaymentRow = Awaited<ReturnType<typeof cashBookPayments>>[number];
type MemberRow = Awaited<ReturnType<typeof cashBookMembers>>[number];
type Entry = CashBookDto['entries'][number];

const entryOf = (row: PaymentRow, members: readonly string[]): Entry => {
  if (!isPaymentMethod(row.method)) throw new Error(`Payment ${row.id} has an unknown method`);
  const amount = Number(row.amount_cents);
  const refund = row.kind === 'REFUND';
  return {
    paymentId: row.id,
    kind: refund ? 'REFUND' : 'PAYMENT',
    paidOn: row.paid_on,
    depositOn: row.deposit_on,
    method: row.method,
    reference: row.reference,
    receiptReference: row.receipt_reference,
    payerName: row.payer_name,
    members: [...members],
    amountCents: refund ? -amount : amount,
  };
};

/** Received, refunded and net per method, in the domain's order of methods; a method with no entry is left out. */
export const cashBookTotals = (entries: readonly Entry[]): CashBookDto['totals'] => {
  const totals = new Map<PaymentMethod, { received: number; refunded: number }>();
  for (const entry of entries) {
    const total = totals.get(entry.method) ?? { received: 0, refunded: 0 };
    if (entry.amountCents >= 0) total.received += entry.amountCents;
    else total.refunded -= entry.amountCents;
    totals.set(entry.method, total);
  }
  return PAYMENT_METHODS.flatMap((method) => {
    const total = totals.get(method);
    return total === undefined
      ? []
      : [{ method, receivedCents: total.received, refundedCents: total.refunded, netCents: total.received - total.refunded }];
  });
};

/**
 * The cash book of a period (docs/product.md#treasury): every payment and refund by the day it
 * was paid, a refund as a negative amount, with the children it was for as copied on it.
 */
export const cashBookOf = (
  period: { from: string; to: string; method: PaymentMethod | null },
  payments: readonly PaymentRow[],
  members: readonly MemberRow[],
): CashBookDto => {
  const namesOf = new Map<number, string[]>();
  for (const member of members) {
    const names = namesOf.get(member.payment_id) ?? [];
    names.push(member.member_name);
    namesOf.set(member.payment_id, names);
  }
  const entries = payments.map((row) => entryOf(row, namesOf.get(row.id) ?? []));
  return {
    ...period,
    entries,
    totals: cashBookTotals(entries),
    netCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
  };
};
