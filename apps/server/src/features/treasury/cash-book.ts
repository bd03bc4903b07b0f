import { PAYMENT_METHODS, isPaymentMethod, type CashBookDto, type CashBookEntryDto, type PaymentMethod } from '@club/domain';
import type { CashBookMemberRow, CashBookMethodTotalRow, CashBookPaymentRow } from './repository.js';

/** The whole cash book of a period, as the export writes it: every entry, then the totals. */
export interface CashBook extends Pick<CashBookDto, 'from' | 'to' | 'method' | 'totals' | 'netCents'> {
  entries: CashBookEntryDto[];
}

/** A method the domain does not know is a broken row: said, not silently left out of a total. */
const methodOf = (method: string, owner: string): PaymentMethod => {
  if (!isPaymentMethod(method)) throw new Error(`${owner} has an unknown method`);
  return method;
};

const entryOf = (row: CashBookPaymentRow, members: readonly string[]): CashBookEntryDto => {
  const amount = Number(row.amount_cents);
  const refund = row.kind === 'REFUND';
  return {
    paymentId: row.id,
    kind: refund ? 'REFUND' : 'PAYMENT',
    paidOn: row.paid_on,
    depositOn: row.deposit_on,
    method: methodOf(row.method, `Payment ${row.id}`),
    reference: row.reference,
    receiptReference: row.receipt_reference,
    payerName: row.payer_name,
    members: [...members],
    amountCents: refund ? -amount : amount,
  };
};

/**
 * The cash book's lines (docs/product.md#treasury): each payment or refund in the order read, a
 * refund as a negative amount, with the children it was for as copied on it.
 */
export const cashBookEntries = (payments: readonly CashBookPaymentRow[], members: readonly CashBookMemberRow[]): CashBookEntryDto[] => {
  const namesOf = new Map<number, string[]>();
  for (const member of members) {
    const names = namesOf.get(member.payment_id) ?? [];
    names.push(member.member_name);
    namesOf.set(member.payment_id, names);
  }
  return payments.map((row) => entryOf(row, namesOf.get(row.id) ?? []));
};

/**
 * A period's count of entries, its received, refunded and net per method (in the domain's
 * order of methods, a method with no entry left out) and its net, from the sums the database
 * grouped per method and kind: never from the period's rows.
 */
export const cashBookTotalsOf = (rows: readonly CashBookMethodTotalRow[]): Pick<CashBookDto, 'total' | 'totals' | 'netCents'> => {
  const sums = new Map<PaymentMethod, { received: number; refunded: number }>();
  let count = 0;
  for (const row of rows) {
    const method = methodOf(row.method, `A ${row.kind} of the period`);
    const sum = sums.get(method) ?? { received: 0, refunded: 0 };
    // PostgreSQL gives counts and sums as strings (bigint, numeric).
    const amount = Number(row.total ?? 0);
    if (row.kind === 'REFUND') sum.refunded += amount;
    else sum.received += amount;
    sums.set(method, sum);
    count += Number(row.entries);
  }
  const totals = PAYMENT_METHODS.flatMap((method) => {
    const sum = sums.get(method);
    return sum === undefined
      ? []
      : [{ method, receivedCents: sum.received, refundedCents: sum.refunded, netCents: sum.received - sum.refunded }];
  });
  return { total: count, totals, netCents: totals.reduce((net, total) => net + total.netCents, 0) };
};
