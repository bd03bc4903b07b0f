/**
 * Test support, not used by the product: families with a file to remind, the reminder job on the
 * test app's clock, and what it queued.
 */
import { buildLinkedSubscription, type LinkedSubscription, type LinkedSubscriptionValues } from '../../test/factories/index.js';
import type { TestApp } from '../../test/harness.js';
import { FLAG_COLUMNS } from '../subscriptions/context.js';
import { ReminderJob } from './job.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A reminder job of its own on the app's database and clock; several may run at once. */
export const reminderJob = (t: TestApp): ReminderJob =>
  new ReminderJob({
    db: t.deps.db,
    dialect: t.deps.dialect,
    clock: t.clock,
    log: t.app.log,
    outbox: t.deps.outbox,
    club: t.deps.club,
    publicUrl: t.deps.config.publicUrl,
  });

/**
 * A linked subscription of the current season (STARTED unless told), its link made
 * `linkedDaysAgo` days before the test clock's now.
 */
export const fileToRemind = async (
  t: TestApp,
  values: LinkedSubscriptionValues & { linkedDaysAgo?: number } = {},
): Promise<LinkedSubscription> => {
  const { linkedDaysAgo = 0, ...rest } = values;
  const s = await buildLinkedSubscription(t.deps.db, { state: 'STARTED', ...rest });
  await linkSentDaysAgo(t, s.subscriptionId, linkedDaysAgo);
  return s;
};

const linkSentDaysAgo = (t: TestApp, subscriptionId: number, days: number) =>
  t.deps.db
    .updateTable('subscriptions')
    .set({ link_sent_at: new Date(t.clock.now().getTime() - days * DAY_MS).toISOString() })
    .where('id', '=', subscriptionId)
    .execute();

/** Every checklist box ticked, the state left as it is. */
export const tickEverything = (t: TestApp, subscriptionId: number) =>
  t.deps.db
    .updateTable('subscriptions')
    .set(Object.fromEntries(Object.values(FLAG_COLUMNS).map((column) => [column, 1])))
    .where('id', '=', subscriptionId)
    .execute();

/** The mails of `kind` queued about a member. */
export const mailsAbout = (t: TestApp, memberId: number, kind: string) =>
  t.deps.db
    .selectFrom('mail_outbox')
    .select(['id', 'to_addresses', 'subject', 'text_body', 'sealed_link'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** The reminder rows of a member, by key. */
export const remindersOf = async (t: TestApp, memberId: number) =>
  (
    await t.deps.db
      .selectFrom('family_reminders')
      .select(['kind', 'reminder_key', 'sent_by'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => ({ kind: r.kind, key: r.reminder_key, sentBy: r.sent_by }));
