import type { Executor } from '../../../db/executor.js';

// Assigning members to a test and taking them off it.
/**
 * A member about to be assigned to a test, read in one statement before the test row is locked:
 * their birth date, whether they are already on this test, and another test, not completed,
 * they wait for. The lock is then held only for the count and the insert.
 */
export const findMemberForAssignment = (db: Executor, memberId: number, testId: number) =>
  db
    .selectFrom('members as m')
    .select((eb) => [
      'm.id',
      'm.birth_date',
      'm.left_at',
      eb
        .selectFrom('test_members as tm')
        .select('tm.test_id')
        .where('tm.member_id', '=', eb.ref('m.id'))
        .where('tm.test_id', '=', testId)
        .as('assigned_here'),
      eb
        .selectFrom('test_members as tm')
        .innerJoin('tests as t', 't.id', 'tm.test_id')
        .select('t.id')
        .where('tm.member_id', '=', eb.ref('m.id'))
        .where('t.completed', '=', 0)
        .where('t.id', '!=', testId)
        .limit(1)
        .as('other_test'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();

export const isAssigned = async (db: Executor, testId: number, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('test_members')
    .select('test_id')
    .where('test_id', '=', testId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()) !== undefined;

export const countAssigned = async (db: Executor, testId: number): Promise<number> => {
  const row = await db
    .selectFrom('test_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** False when the member was already there (a second click that the first one's commit beat). */
export const insertAssignment = async (db: Executor, testId: number, memberId: number, now: string): Promise<boolean> => {
  const result = await db
    .insertInto('test_members')
    .values({ test_id: testId, member_id: memberId, failed: 0, assigned_at: now })
    .onConflict((oc) => oc.columns(['test_id', 'member_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
};

export const deleteAssignment = async (db: Executor, testId: number, memberId: number): Promise<boolean> => {
  const result = await db.deleteFrom('test_members').where('test_id', '=', testId).where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** A member waiting for a test is active again: the retention rules must not purge them meanwhile. */
export const clearLeftAt = (db: Executor, memberId: number, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ left_at: null, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .where('left_at', 'is not', null)
    .execute();
