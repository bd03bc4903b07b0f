import { z } from 'zod';
import { pageOf, pageQuery } from '../api/paging.js';
import { MSG } from '../messages.js';
import { PAYMENT_KINDS } from '../payments/contract.js';
import { isIsoDate } from '../subscriptions/fields.js';
import { PAYMENT_METHODS } from '../subscriptions/payment.js';
import { searchFilter } from '../text.js';

/**
 * The treasurer's screens (docs/product.md#treasury): expected against received, the overdue
 * list, the cash book and the bank-deposit slip. Admins only; amounts in integer cents.
 */

/** A cash book covers at most a year and a day (a season, or a calendar year). */
export const CASH_BOOK_MAX_DAYS = 366;

const day = z.string({ error: MSG.invalidDate }).refine(isIsoDate, { error: MSG.invalidDate });
const seasonRef = z.object({ id: z.number(), label: z.string() });

/** ?season= (the current season when left out). */
export const treasurySeasonQuery = z.object({
  season: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).positive({ error: MSG.invalid }).optional(),
});

const amounts = {
  /** What the subscriptions owe (their charges). */
  expectedCents: z.number(),
  /** Payments less refunds. */
  receivedCents: z.number(),
  /** Expected − received, never below zero per subscription (a credit does not pay another's fee). */
  outstandingCents: z.number(),
};

/** GET /api/treasury/summary?season= */
export const treasurySummaryDto = z.object({
  season: seasonRef,
  totals: z.object({ ...amounts, subscriptions: z.number(), overdueCents: z.number() }),
  sections: z.array(
    z.object({
      sectionId: z.number().nullable(),
      name: z.string(),
      ...amounts,
      groups: z.array(z.object({ groupId: z.number().nullable(), name: z.string(), subscriptions: z.number(), ...amounts })),
    }),
  ),
  /** What came in by method over the season (payments less refunds), for the chart. */
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), receivedCents: z.number() })),
});
export type TreasurySummaryDto = z.infer<typeof treasurySummaryDto>;

/**
 * GET /api/treasury/overdue?season=&page=&pageSize=&search=: one page of the overdue list. `search`
 * keeps the lines whose member, contact name or contact e-mail holds it (accents and case aside).
 */
export const overdueListQuery = treasurySeasonQuery.extend({ ...pageQuery.shape, search: searchFilter() });
export type OverdueListQuery = z.output<typeof overdueListQuery>;

/** One instalment whose day has passed unsettled. */
export const overdueItemDto = z.object({
  subscriptionId: z.number(),
  studentId: z.number(),
  memberName: z.string(),
  groupName: z.string().nullable(),
  /** null: no plan, the whole charge was due at once. */
  instalmentNumber: z.number().nullable(),
  /** The plan's number of instalments, to write "2/3"; null: no plan. */
  instalmentCount: z.number().nullable(),
  dueOn: z.string(),
  overdueCents: z.number(),
  daysLate: z.number(),
  lastRemindedOn: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type OverdueItemDto = z.infer<typeof overdueItemDto>;

/**
 * A page of the instalments whose day has passed unsettled, the most overdue first (then by
 * subscription and instalment, so pages never overlap); `total` counts the lines the search
 * keeps. `totals` are the whole season's, whatever the page and the search.
 */
export const overdueListDto = pageOf(overdueItemDto).extend({
  season: seasonRef,
  totals: z.object({ overdueCents: z.number(), instalments: z.number(), families: z.number() }),
});
export type OverdueListDto = z.infer<typeof overdueListDto>;

/** A period of the cash book: at most a year and a day, the end not before the start. */
const cashBookPeriodFits = ({ from, to }: { from: string; to: string }): boolean =>
  from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < CASH_BOOK_MAX_DAYS;
const cashBookPeriodError = { error: MSG.invalidDate, path: ['to'] };
const cashBookPeriod = z.object({ from: day, to: day, method: z.enum(PAYMENT_METHODS, { error: MSG.invalid }).optional() });

/** GET /api/treasury/cash-book/export?from=&to=&method=: the whole period as .xlsx, by the day paid. */
export const cashBookPeriodQuery = cashBookPeriod.refine(cashBookPeriodFits, cashBookPeriodError);
export type CashBookPeriodQuery = z.infer<typeof cashBookPeriodQuery>;

/** GET /api/treasury/cash-book?from=&to=&method=&page=&pageSize=: one page of the period, by the day paid. */
export const cashBookQuery = cashBookPeriod.extend(pageQuery.shape).refine(cashBookPeriodFits, cashBookPeriodError);
export type CashBookQuery = z.output<typeof cashBookQuery>;

/** A payment or a refund as the cash book lists it. */
export const cashBookEntryDto = z.object({
  paymentId: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  paidOn: z.string(),
  depositOn: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receiptReference: z.string().nullable(),
  payerName: z.string(),
  /** The children it was for, as copied on the payment. */
  members: z.array(z.string()),
  /** Positive for a payment, negative for a refund. */
  amountCents: z.number(),
});
export type CashBookEntryDto = z.infer<typeof cashBookEntryDto>;

/** Received, refunded and net of one method over the period. */
export const cashBookTotalDto = z.object({
  method: z.enum(PAYMENT_METHODS),
  receivedCents: z.number(),
  refundedCents: z.number(),
  netCents: z.number(),
});
export type CashBookTotalDto = z.infer<typeof cashBookTotalDto>;

/**
 * A page of the period's payments and refunds, oldest first then by receipt; `total` counts the
 * period's entries. `totals` (per method, in the domain's order of methods, a method with no
 * entry left out) and `netCents` are the whole period's, whatever the page.
 */
export const cashBookDto = pageOf(cashBookEntryDto).extend({
  from: z.string(),
  to: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  totals: z.array(cashBookTotalDto),
  netCents: z.number(),
});
export type CashBookDto = z.infer<typeof cashBookDto>;

/** GET /api/treasury/deposit-slip?on= (JSON) and /deposit-slip/pdf?on= (the slip to hand to the bank): the cheques to cash that day. */
export const depositSlipQuery = z.object({ on: day });

export const depositSlipDto = z.object({
  on: z.string(),
  cheques: z.array(
    z.object({
      paymentId: z.number(),
      /** The cheque's number and bank as recorded. */
      reference: z.string().nullable(),
      payerName: z.string(),
      paidOn: z.string(),
      receiptReference: z.string().nullable(),
      amountCents: z.number(),
    }),
  ),
  count: z.number(),
  totalCents: z.number(),
});
export type DepositSlipDto = z.infer<typeof depositSlipDto>;
