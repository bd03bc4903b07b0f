import { z } from 'zod';
import { MSG } from '../messages.js';
import { localDayOf } from '../sessions/calendar.js';
import { isIsoDate } from './fields.js';

/** How a family may pay its fee (docs/product.md, Invoices). */
/** PASS_SPORT: the state's Pass'Sport; ANCV: Chèques-Vacances and Coupons Sport. */
export const PAYMENT_METHODS = ['CASH', 'CHEQUE', 'TRANSFER', 'CARD', 'PASS_SPORT', 'ANCV', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The club's calendar day of an instant: a payment's default date. */
export const paymentDayOf = (instant: Date): string => localDayOf(instant).day;

/**
 * The payment as staff record it when they tick it on the subscription screen: the method and
 * the day. Both may be left out, so callers that only tick the flag keep working: the method is
 * then unknown (null) and the day is today. A day after today (the club's calendar) is refused.
 */
export const makePaymentRecordSchema = (today: Date) =>
  z.strictObject(
    {
      method: z.enum(PAYMENT_METHODS, { error: MSG.invalid }).nullable().optional(),
      paidOn: z
        .string({ error: MSG.invalidDate })
        .refine(isIsoDate, { error: MSG.invalidDate })
        .refine((day) => day <= paymentDayOf(today), { error: MSG.invalidDate })
        .optional(),
    },
    { error: MSG.invalid },
  );
export type PaymentRecordInput = z.input<ReturnType<typeof makePaymentRecordSchema>>;
export type PaymentRecord = z.output<ReturnType<typeof makePaymentRecordSchema>>;
