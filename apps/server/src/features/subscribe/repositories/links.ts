import type { Executor } from '../../../db/executor.js';

/** The subscription a link's token (by its hash) opens, with the link's end. */
export const findSubscriptionByTokenHash = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'member_id', 'state', 'token_expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * A new link: the previous token's hash is replaced, so that link stops working. `at` is when it
 * was made, from which the automatic reminders count (docs/product.md#health-rules).
 */
export const setSubscriptionToken = (db: Executor, subscriptionId: number, tokenHash: string, expiresAt: string, at: string) =>
  db
    .updateTable('subscriptions')
    .set({ token_hash: tokenHash, token_expires_at: expiresAt, link_sent_at: at })
    .where('id', '=', subscriptionId)
    .execute();

/**
 * Subscriptions of the current season the demo seed gives a link: those listed, or without
 * a list every one without a token yet; with their season's end (the link's expiry).
 */
export const currentSubscriptionsToLink = (db: Executor, subscriptionIds: readonly number[] | undefined) => {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['s.id', 's.member_id', 'se.end_date'])
    .where('se.is_current', '=', 1);
  query =
    subscriptionIds === undefined
      ? query.where('s.token_hash', 'is', null)
      : subscriptionIds.length === 0
        ? query.where('s.id', '=', -1)
        : query.where('s.id', 'in', subscriptionIds);
  return query.orderBy('s.id').execute();
};

/** A member's subscription of one season (a member holds one a season), if any. */
export const findSeasonSubscriptionOfMember = (db: Executor, memberId: number, seasonId: number) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'state'])
    .where('member_id', '=', memberId)
    .where('season_id', '=', seasonId)
    .executeTakeFirst();

/** A new subscription waiting for its form (SCHEDULED). */
export const insertScheduledSubscription = async (
  db: Executor,
  subscription: { memberId: number; seasonId: number; groupId: number; isNew: boolean; at: string },
): Promise<number> =>
  (
    await db
      .insertInto('subscriptions')
      .values({
        member_id: subscription.memberId,
        season_id: subscription.seasonId,
        group_id: subscription.groupId,
        state: 'SCHEDULED',
        is_new: subscription.isNew ? 1 : 0,
        created_at: subscription.at,
        updated_at: subscription.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Takes an existing subscription back to SCHEDULED in another group (a member placed again). */
export const rescheduleSubscription = (db: Executor, subscriptionId: number, change: { groupId: number; isNew: boolean; at: string }) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({
      group_id: change.groupId,
      state: 'SCHEDULED',
      is_new: change.isNew ? 1 : 0,
      updated_at: change.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', subscriptionId)
    .execute();
