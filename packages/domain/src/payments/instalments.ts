import { z } from 'zod';
import { MSG } from '../messages.js';
import { isIsoDate } from '../subscriptions/fields.js';

/**
 * Instalment plans (docs/product.md#instalments): a subscription's charge paid in 1, 3 or 10
 * parts, a month apart from the first due day. The parts follow the charge as it stands (a
 * discount that moves reshapes them); only the count and the first day are stored. What the
 * family paid (net of refunds) settles the instalments in order.
 */
export const INSTALMENT_COUNTS = [1, 3, 10] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

export const isInstalmentCount = (value: number): value is InstalmentCount => (INSTALMENT_COUNTS as readonly number[]).includes(value);

/**
 * PAID: settled. PARTLY_PAID: begun, its day not passed. DUE: its day not passed, nothing on it.
 * OVERDUE: its day passed and it is not settled.
 */
export const INSTALMENT_STATUSES = ['PAID', 'PARTLY_PAID', 'DUE', 'OVERDUE'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/**
 * When the checklist's payment item ticks itself: once the balance is zero, or once the first
 * instalment is settled (the whole charge when there is no plan).
 */
export const PAYMENT_TICK_RULES = ['BALANCE_ZERO', 'FIRST_INSTALMENT'] as const;
export type PaymentTickRule = (typeof PAYMENT_TICK_RULES)[number];

export interface ScheduledInstalment {
  number: number;
  /** YYYY-MM-DD */
  dueOn: string;
  amountCents: number;
}

export interface InstalmentState extends ScheduledInstalment {
  paidCents: number;
  status: InstalmentStatus;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const daysInMonth = (year: number, monthIndex: number): number =>
  monthIndex === 1 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS_IN_MONTH[monthIndex]!;

/** Through `Date`: what a day outside the years 1000–9999 (or not written `YYYY-MM-DD`) needs. */
const addMonthsByDate = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
};

/**
 * The same day `months` later, or that month's last day when it is shorter (31 January + 1 → 28/29 February).
 * In whole numbers, without a `Date`: a season's overdue list asks it for every instalment of
 * every family (docs/bench.md#treasury).
 */
export const addMonths = (day: string, months: number): string => {
  const parts = ISO_DAY.exec(day);
  if (parts === null) return addMonthsByDate(day, months);
  const months0 = Number(parts[1]) * 12 + Number(parts[2]) - 1 + months;
  const year = Math.floor(months0 / 12);
  const invalid = Number(parts[2]) < 1 || Number(parts[2]) > 12 || Number(parts[3]) < 1;
  if (invalid || year < 1000 || year > 9999) return addMonthsByDate(day, months);
  const monthIndex = months0 - year * 12;
  const date = Math.min(Number(parts[3]), daysInMonth(year, monthIndex));
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
};

/** The charge split in `count` equal parts, the cents left over on the first, a month apart. */
export const instalmentSchedule = (dueCents: number, count: InstalmentCount, firstDueOn: string): ScheduledInstalment[] => {
  const part = Math.floor(dueCents / count);
  const firstExtra = dueCents - part * count;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueOn: addMonths(firstDueOn, index),
    amountCents: part + (index === 0 ? firstExtra : 0),
  }));
};

/** Each instalment's share of what was paid (net of refunds), in order, and its status on `today` (YYYY-MM-DD). */
export const instalmentStates = (schedule: readonly ScheduledInstalment[], netPaidCents: number, today: string): InstalmentState[] => {
  let left = Math.max(0, netPaidCents);
  return schedule.map((instalment) => {
    const paidCents = Math.min(left, instalment.amountCents);
    left -= paidCents;
    const settled = paidCents >= instalment.amountCents;
    const status: InstalmentStatus = settled ? 'PAID' : instalment.dueOn < today ? 'OVERDUE' : paidCents > 0 ? 'PARTLY_PAID' : 'DUE';
    // Named one by one: a spread per part gave each its own hidden class, and a season's list slowed down.
    return { number: instalment.number, dueOn: instalment.dueOn, amountCents: instalment.amountCents, paidCents, status };
  });
};

/** PUT /api/subscription/:id/instalments (admins): the plan's count and first due day. */
export const setInstalmentPlanSchema = z.strictObject(
  {
    count: z
      .number({ error: MSG.invalid })
      .refine((value) => isInstalmentCount(value), { error: MSG.invalid })
      .transform((value) => value as InstalmentCount),
    firstDueOn: z.string({ error: MSG.invalidDate }).refine(isIsoDate, { error: MSG.invalidDate }),
  },
  { error: MSG.invalid },
);
export type SetInstalmentPlanInput = z.input<typeof setInstalmentPlanSchema>;

export const instalmentPlanDto = z.object({
  count: z.number(),
  /** YYYY-MM-DD */
  firstDueOn: z.string(),
  instalments: z.array(
    z.object({
      number: z.number(),
      dueOn: z.string(),
      amountCents: z.number(),
      paidCents: z.number(),
      status: z.enum(INSTALMENT_STATUSES),
      /** The days (YYYY-MM-DD) the family was reminded of this instalment, oldest first. */
      remindedOn: z.array(z.string()),
    }),
  ),
});
export type InstalmentPlanDto = z.infer<typeof instalmentPlanDto>;
