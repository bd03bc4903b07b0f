import { instalmentSchedule, instalmentStates, isInstalmentCount, type OverdueItemDto } from '@club/domain';
import { memberNameOf } from '../payments/accounts.js';
import { clubDayOf } from './club-day.js';
import type { seasonInstalmentPlans, seasonOverdueReminders } from './repository.js';
import { receivedOf, type SeasonAccount } from './season-accounts.js';

type PlanRow = Awaited<ReturnType<typeof seasonInstalmentPlans>>[number];
type ReminderRow = Awaited<ReturnType<typeof seasonOverdueReminders>>[number];

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The day each instalment was last reminded, by `{subscriptionId}:{number}` (whatever the offset). */
const lastReminders = (reminders: readonly ReminderRow[]): Map<string, string> => {
  const last = new Map<string, string>();
  for (const reminder of reminders) {
    const [subscriptionId, number] = reminder.reminder_key.split(':');
    const key = `${subscriptionId}:${number}`;
    const day = clubDayOf(reminder.sent_at);
    if ((last.get(key) ?? '') < day) last.set(key, day);
  }
  return last;
};

/** The guardian, else the member: who the treasurer calls. */
const contactOf = ({ row }: SeasonAccount) =>
  row.guardian_first_name === null
    ? { contactName: memberNameOf(row), contactEmail: row.member_email, contactPhone: row.member_phone }
    : {
        contactName: `${row.guardian_first_name} ${row.guardian_last_name ?? ''}`.trim(),
        contactEmail: row.guardian_email,
        contactPhone: row.guardian_phone,
      };

/**
 * Every instalment whose day has passed unsettled (docs/product.md#instalments), the most
 * overdue first. With a plan, its parts as they stand; without one, the whole charge was due on
 * the club day the family sent its form (else the day the subscription was created), as the
 * reminder job counts it. Cancelled subscriptions owe nothing.
 */
export const overdueItems = (
  accounts: readonly SeasonAccount[],
  plans: readonly PlanRow[],
  reminders: readonly ReminderRow[],
  today: string,
): OverdueItemDto[] => {
  const planOf = new Map(plans.map((plan) => [plan.subscription_id, plan]));
  const reminded = lastReminders(reminders);
  const items: OverdueItemDto[] = [];
  for (const account of accounts) {
    const { row, fees } = account;
    const netPaid = receivedOf(account);
    if (row.state === 'CANCELLED' || netPaid >= fees.dueCents) continue;
    const plan = planOf.get(row.id);
    const count = plan === undefined ? 1 : Number(plan.instalment_count);
    const schedule =
      plan !== undefined && isInstalmentCount(count)
        ? instalmentSchedule(fees.dueCents, count, plan.first_due_on)
        : instalmentSchedule(fees.dueCents, 1, clubDayOf(row.submitted_at ?? row.created_at));
    // Properties named one by one rather than spread: a spread per line gives each its own hidden class, and the list slows down.
    const contact = contactOf(account);
    for (const instalment of instalmentStates(schedule, netPaid, today)) {
      if (instalment.status !== 'OVERDUE') continue;
      items.push({
        subscriptionId: row.id,
        studentId: row.member_id,
        memberName: memberNameOf(row),
        groupName: row.group_name,
        instalmentNumber: plan === undefined ? null : instalment.number,
        instalmentCount: plan === undefined ? null : count,
        dueOn: instalment.dueOn,
        overdueCents: instalment.amountCents - instalment.paidCents,
        daysLate: daysBetween(instalment.dueOn, today),
        lastRemindedOn: reminded.get(`${row.id}:${instalment.number}`) ?? null,
        contactName: contact.contactName,
        contactEmail: contact.contactEmail,
        contactPhone: contact.contactPhone,
      });
    }
  }
  // Ties broken by subscription then instalment: one order for every call, so pages neither repeat nor skip a line.
  return items.sort(
    (a, b) => b.daysLate - a.daysLate || a.subscriptionId - b.subscriptionId || (a.instalmentNumber ?? 1) - (b.instalmentNumber ?? 1),
  );
};
