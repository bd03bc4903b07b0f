import { MSG, paymentDayOf, type PaymentRecord } from '@club/domain';
import { badRequest } from '../../lib/errors.js';

interface PaymentColumns {
  payment_method: string | null;
  paid_on: string | null;
}

/**
 * The payment's method and day as a staff save leaves them (docs/product.md, Invoices):
 * ticking the payment records them (unknown method and today when not given); a save that keeps
 * it ticked may correct them; unticking it forgets both. Undefined: nothing to write. An invoice
 * already issued keeps what it printed.
 */
export const paymentColumnsAfter = (
  paid: { before: boolean; after: boolean },
  stored: PaymentColumns,
  given: PaymentRecord | undefined,
  today: Date,
): PaymentColumns | undefined => {
  if (!paid.after) {
    if (given !== undefined) throw badRequest({ payment: MSG.invalid });
    return paid.before ? { payment_method: null, paid_on: null } : undefined;
  }
  if (!paid.before) return { payment_method: given?.method ?? null, paid_on: given?.paidOn ?? paymentDayOf(today) };
  if (given === undefined) return undefined;
  return {
    payment_method: given.method === undefined ? stored.payment_method : given.method,
    paid_on: given.paidOn ?? stored.paid_on ?? paymentDayOf(today),
  };
};
