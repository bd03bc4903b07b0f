import type { Updateable } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import type { Executor } from '../../../db/executor.js';
import type { SubscriptionTable } from '../../../db/types.js';

/** A subscription's state changes, oldest first, with the staff member who made each. */
export const stateHistory = (db: Executor, subscriptionId: number) =>
  db
    .selectFrom('subscription_state_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select(['c.from_state', 'c.to_state', 'c.changed_at', 'c.source', 'c.changed_by', 'u.first_name', 'u.last_name'])
    .where('c.subscription_id', '=', subscriptionId)
    .orderBy('c.id')
    .execute();

/** One line of a subscription's history: from, to, who (null for the family or the system), when, why. */
export const recordStateChange = (
  db: Executor,
  change: { subscriptionId: number; from: string | null; to: string; by: number | null; at: string; source: string },
) =>
  db
    .insertInto('subscription_state_changes')
    .values({
      subscription_id: change.subscriptionId,
      from_state: change.from,
      to_state: change.to,
      changed_by: change.by,
      changed_at: change.at,
      source: change.source,
    })
    .execute();

/** The subscriptions of some members in one season, by id (a member has at most one a season). */
export const seasonSubscriptionsOf = (db: Executor, seasonId: number, memberIds: readonly number[]) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'member_id', 'state'])
    .where('season_id', '=', seasonId)
    .where('member_id', 'in', [...memberIds])
    .orderBy('id')
    .execute();

export const subscriptionState = async (db: Executor, subscriptionId: number): Promise<string | undefined> =>
  (await db.selectFrom('subscriptions').select('state').where('id', '=', subscriptionId).executeTakeFirst())?.state;

/**
 * Cancels a subscription if it is still in the state read before (compare and set): false when
 * a concurrent change got there first, so the caller reads it again instead of recording a
 * history line from a state it no longer had. The validation date stays, for a restore.
 */
export const cancelSubscriptionIfIn = async (db: Executor, subscriptionId: number, expected: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({ state: 'CANCELLED', updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .where('state', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The state a cancelled subscription had before its latest cancellation, to restore it. */
export const stateBeforeCancellation = async (db: Executor, subscriptionId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('subscription_state_changes')
    .select('from_state')
    .where('subscription_id', '=', subscriptionId)
    .where('to_state', '=', 'CANCELLED')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.from_state ?? null;
};

/** First subscription or renewal: the form, the documents and the price follow `is_new`. */
export const setSubscriptionKind = (db: Executor, subscriptionId: number, isNew: boolean, at: string) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({ is_new: isNew ? 1 : 0, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .execute();

/** Staff's save: false when the subscription is no longer at `version` (docs/product.md, "Two people saving at once"). */
export const updateSubscriptionAtVersion = async (
  db: Executor,
  subscriptionId: number,
  version: number,
  changes: Omit<Updateable<SubscriptionTable>, 'id' | 'version'>,
): Promise<boolean> => {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/**
 * A change the family space makes on a subscription whatever its version (a signature or an
 * approved upload ticking the checklist, and the state): the version still moves, so a staff
 * screen open on the old one is told to reload rather than overwrite it.
 */
export const updateSubscription = (db: Executor, subscriptionId: number, changes: Omit<Updateable<SubscriptionTable>, 'id' | 'version'>) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', subscriptionId)
    .execute();

/**
 * Holds the subscription's row until the transaction ends, so that family-space writes on one
 * subscription (signatures, uploads, their reviews) check and tick it one after the other.
 * SQLite runs one writer at a time already.
 */
export const lockSubscription = async (db: Executor, subscriptionId: number, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') await db.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).forUpdate().execute();
};
