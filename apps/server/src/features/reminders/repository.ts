import type { ReminderKind } from '@club/domain';
import type { Executor } from '../../db/executor.js';

/** The states of a file still waiting for something from the family (docs/product.md#subscription-states). */
export const WAITING_STATES = ['SCHEDULED', 'STARTED', 'MISSING_DOC'] as const;

/**
 * Subscriptions of the current season still waiting, of a member not anonymised, whose link was
 * made in `(after, upTo]`: the only ones an automatic reminder can be due for
 * (docs/product.md#health-rules). ISO timestamps compare as text on both databases.
 */
export const waitingSubscriptionsLinkedBetween = (db: Executor, window: { after: string; upTo: string }) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.member_id', 's.link_sent_at'])
    .where('se.is_current', '=', 1)
    .where('m.anonymised_at', 'is', null)
    .where('s.state', 'in', WAITING_STATES)
    .where('s.link_sent_at', 'is not', null)
    .where('s.link_sent_at', '>', window.after)
    .where('s.link_sent_at', '<=', window.upTo)
    .orderBy('s.id')
    .execute();

/**
 * Members not anonymised whose medical certificate ends in `[from, to]` (YYYY-MM-DD), with their
 * current-season subscription when it is not cancelled: those to warn before it ends.
 */
export const certificatesEndingBetween = (db: Executor, from: string, to: string) =>
  db
    .selectFrom('members as m')
    .innerJoin('subscriptions as s', 's.member_id', 'm.id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['m.id as member_id', 's.id as subscription_id', 'm.certificate_expires_on'])
    .where('se.is_current', '=', 1)
    .where('s.state', '<>', 'CANCELLED')
    .where('m.anonymised_at', 'is', null)
    .where('m.certificate_expires_on', '>=', from)
    .where('m.certificate_expires_on', '<=', to)
    .orderBy('m.id')
    .execute();

export interface NewReminder {
  memberId: number;
  subscriptionId: number;
  kind: ReminderKind;
  key: string;
  at: string;
  sentBy?: number | null;
}

/**
 * Records a reminder unless the same (member, kind, key) already is: true when this call
 * recorded it. The unique constraint decides, so two servers or two clicks record it once; on
 * PostgreSQL the second waits for the first's transaction and then finds the row.
 */
export const recordReminder = async (db: Executor, reminder: NewReminder): Promise<boolean> => {
  const inserted = await db
    .insertInto('family_reminders')
    .values({
      member_id: reminder.memberId,
      subscription_id: reminder.subscriptionId,
      kind: reminder.kind,
      reminder_key: reminder.key,
      sent_at: reminder.at,
      sent_by: reminder.sentBy ?? null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'reminder_key']).doNothing())
    // A row skipped on conflict returns nothing, on both databases.
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
};

/**
 * The subscriptions an instalment of which may fall in an overdue reminder's window
 * (docs/product.md#instalments): not cancelled, in a group (so with a charge), of a member not
 * anonymised; with a plan, its first due day in `[planFrom, dueTo]` (its later parts come
 * monthly); without one, the form sent (else the subscription made) in `[sentFrom, sentBefore)`.
 * Whether something is still owed is for the caller: the charge depends on the whole family.
 * Days and ISO instants compare as text on both databases.
 */
export const subscriptionsPossiblyOverdue = (
  db: Executor,
  window: { planFrom: string; dueTo: string; sentFrom: string; sentBefore: string },
) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('instalment_plans as ip', 'ip.subscription_id', 's.id')
    .select('s.id')
    .where('s.state', '<>', 'CANCELLED')
    .where('s.group_id', 'is not', null)
    .where('m.anonymised_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('ip.first_due_on', '>=', window.planFrom), eb('ip.first_due_on', '<=', window.dueTo)]),
        eb.and([
          eb('ip.subscription_id', 'is', null),
          eb(eb.fn.coalesce('s.submitted_at', 's.created_at'), '>=', window.sentFrom),
          eb(eb.fn.coalesce('s.submitted_at', 's.created_at'), '<', window.sentBefore),
        ]),
      ]),
    )
    .orderBy('s.id')
    .execute();
