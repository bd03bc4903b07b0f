import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SubscriptionCorrectionTable } from '../../db/types.js';
import { compiledPerListLength } from '../../db/compiled-query.js';

/** A correction with its reviewer's login (null until reviewed, or once their account is deleted). */
const correctionsWithReviewer = (db: Executor) =>
  db
    .selectFrom('subscription_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.reviewed_by')
    .select([
      'c.id',
      'c.subscription_id',
      'c.member_id',
      'c.status',
      'c.changes',
      'c.previous',
      'c.note',
      'c.submitted_at',
      'c.submitted_by',
      'c.reviewed_at',
      'c.reviewed_by',
      'c.reason',
      'u.login as reviewer_login',
    ]);

export type CorrectionRow = NonNullable<Awaited<ReturnType<typeof findCorrection>>>;

export const findCorrection = (db: Executor, id: number) => correctionsWithReviewer(db).where('c.id', '=', id).executeTakeFirst();

export const insertCorrection = async (db: Executor, row: Insertable<SubscriptionCorrectionTable>): Promise<number> =>
  (await db.insertInto('subscription_corrections').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** The correction waiting for staff on a subscription: one at most (docs/product.md#family-corrections). */
export const pendingCorrectionOf = (db: Executor, subscriptionId: number) =>
  correctionsWithReviewer(db).where('c.subscription_id', '=', subscriptionId).where('c.status', '=', 'PENDING').executeTakeFirst();

/** A waiting correction merged into a newer one: kept, no longer waiting. */
export const supersedeCorrection = (db: Executor, id: number) =>
  db.updateTable('subscription_corrections').set({ status: 'SUPERSEDED' }).where('id', '=', id).where('status', '=', 'PENDING').execute();

/**
 * Staff's decision, only on a correction still waiting (compare and set): false when another
 * review, or a newer correction merging it, got there first.
 */
export const reviewCorrection = async (
  db: Executor,
  id: number,
  review: { status: 'APPLIED' | 'REJECTED'; reviewed_at: string; reviewed_by: number; reason: string | null },
): Promise<boolean> => {
  const result = await db
    .updateTable('subscription_corrections')
    .set(review)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A subscription's corrections, the merged ones included, newest first. */
export const correctionsOfSubscription = (db: Executor, subscriptionId: number) =>
  correctionsWithReviewer(db).where('c.subscription_id', '=', subscriptionId).orderBy('c.id', 'desc').execute();

/**
 * What the family sees of some subscriptions, in one statement: for each, its corrections that
 * were not merged, the waiting one first, then the latest reviewed. A waiting one is always the
 * newest: any correction older than it was merged into it or reviewed.
 */
export const latestCorrectionRows = compiledPerListLength((db: Executor, subscriptionIds) =>
  correctionsWithReviewer(db)
    .where('c.subscription_id', 'in', [...subscriptionIds])
    .where('c.status', '!=', 'SUPERSEDED')
    .orderBy('c.subscription_id')
    .orderBy((eb) => eb.case().when('c.status', '=', 'PENDING').then(0).else(1).end())
    .orderBy('c.id', 'desc'),
);

/** The corrections of some subscriptions (a member's data export), oldest first. */
export const correctionsOfSubscriptions = async (db: Executor, subscriptionIds: readonly number[]) =>
  subscriptionIds.length === 0
    ? []
    : correctionsWithReviewer(db)
        .where('c.subscription_id', 'in', [...subscriptionIds])
        .orderBy('c.id')
        .execute();

/**
 * Anonymisation (docs/product.md#privacy): what a family typed goes with the identity. An
 * erasure needs no call, the rows going with the member's subscriptions.
 */
export const deleteCorrectionsOfMembers = async (db: Executor, memberIds: readonly number[]): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const ids = [...memberIds];
  const result = await db
    .deleteFrom('subscription_corrections')
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', ids),
        eb('subscription_id', 'in', eb.selectFrom('subscriptions').select('id').where('member_id', 'in', ids)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
