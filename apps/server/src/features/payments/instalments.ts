import {
  instalmentSchedule,
  instalmentStates,
  isInstalmentCount,
  paymentDayOf,
  type FeeBreakdownDto,
  type InstalmentCount,
  type InstalmentPlanDto,
  type ScheduledInstalment,
} from '@club/domain';
import type { Executor } from '../../db/executor.js';
import type { Account } from './accounts.js';
import { instalmentPlansOf, overdueRemindersOf, type InstalmentPlanRow } from './repository.js';

/** What a plan stores (docs/product.md#instalments): the parts follow the charge as it stands. */
export interface InstalmentPlan {
  count: InstalmentCount;
  /** YYYY-MM-DD */
  firstDueOn: string;
}

export const planOf = (row: InstalmentPlanRow | undefined): InstalmentPlan | null =>
  row === undefined || !isInstalmentCount(row.instalment_count) ? null : { count: row.instalment_count, firstDueOn: row.first_due_on };

/**
 * Without a plan the whole charge is due on the club's day the family submitted the form, or the
 * day the subscription was made when it never did (docs/product.md#instalments).
 */
export const defaultDueDayOf = (row: { submitted_at: string | null; created_at: string }): string =>
  paymentDayOf(new Date(row.submitted_at ?? row.created_at));

/** The instalments a subscription is paid by: its plan's parts, or the whole charge at once. */
export const scheduleOf = (dueCents: number, plan: InstalmentPlan | null, defaultDueDay: string): ScheduledInstalment[] =>
  plan === null ? [{ number: 1, dueOn: defaultDueDay, amountCents: dueCents }] : instalmentSchedule(dueCents, plan.count, plan.firstDueOn);

/** What the family paid for the subscription, net of what was given back. */
export const netPaidOf = (fees: Pick<FeeBreakdownDto, 'paidCents' | 'refundedCents'>): number => fees.paidCents - fees.refundedCents;

/** The key of an overdue reminder: `{subscriptionId}:{number}:{offset}`, one row per instalment and offset. */
export const overdueReminderKey = (subscriptionId: number, number: number, offset: number): string =>
  `${subscriptionId}:${number}:${offset}`;

const instalmentKey = (subscriptionId: number, number: number) => `${subscriptionId}:${number}`;

/** The club's days each instalment was reminded, by `{subscriptionId}:{number}`, oldest first, each day once. */
const remindedDaysOf = (rows: Awaited<ReturnType<typeof overdueRemindersOf>>): Map<string, string[]> => {
  const days = new Map<string, string[]>();
  for (const row of rows) {
    const [subscriptionId, number] = row.reminder_key.split(':');
    const key = `${subscriptionId}:${number}`;
    const day = paymentDayOf(new Date(row.sent_at));
    const list = days.get(key) ?? [];
    if (!list.includes(day)) list.push(day);
    days.set(key, list);
  }
  return days;
};

/**
 * The plan of each account with its parts' states on `today` (the club's day) and the days the
 * family was reminded of each; null without a plan. Two queries, whatever the number of accounts.
 */
export const instalmentsOf = async (
  db: Executor,
  accounts: readonly Account[],
  today: string,
): Promise<Map<number, InstalmentPlanDto | null>> => {
  const ids = accounts.map((account) => account.row.id);
  const plans = new Map((await instalmentPlansOf(db, ids)).map((row) => [row.subscription_id, planOf(row)]));
  const withPlan = ids.filter((id) => plans.get(id) != null);
  const reminded = remindedDaysOf(await overdueRemindersOf(db, withPlan));
  return new Map(
    accounts.map(({ row, fees }) => {
      const plan = plans.get(row.id) ?? null;
      if (plan === null) return [row.id, null];
      const states = instalmentStates(instalmentSchedule(fees.dueCents, plan.count, plan.firstDueOn), netPaidOf(fees), today);
      const dto: InstalmentPlanDto = {
        count: plan.count,
        firstDueOn: plan.firstDueOn,
        instalments: states.map((state) => ({ ...state, remindedOn: reminded.get(instalmentKey(row.id, state.number)) ?? [] })),
      };
      return [row.id, dto];
    }),
  );
};
