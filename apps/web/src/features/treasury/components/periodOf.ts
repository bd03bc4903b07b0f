import { cashBookPeriodQuery, PAYMENT_METHODS, type PaymentMethod } from '@club/domain';
import dayjs from 'dayjs';
import type { CashBookPeriod } from '../api/queryKeys';

/** The cash book opens on the current month: the 1st to its last day. */
export const monthOf = (today: string): { from: string; to: string } => ({
  from: `${today.slice(0, 8)}01`,
  to: dayjs(today).endOf('month').format('YYYY-MM-DD'),
});

/** The period to ask for, or null when the server would refuse it (end before start, more than a year). */
export const periodOf = (from: string | null, to: string | null, method: PaymentMethod | null): CashBookPeriod | null =>
  from !== null && to !== null && cashBookPeriodQuery.safeParse({ from, to }).success ? { from, to, method } : null;

export const methodFrom = (value: string): PaymentMethod | null => PAYMENT_METHODS.find((method) => method === value) ?? null;
