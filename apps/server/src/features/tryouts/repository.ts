import type { TryoutFields } from '@club/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { chunks } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** Stays far below SQLite's and PostgreSQL's limits on bound parameters. */
const IN_CHUNK = 1000;

/** Tests with their type and number of assigned members: one query for any number of tests. */
const tryoutsQuery = (db: Executor) =>
  db
    .selectFrom('tests as t')
    .innerJoin('types as ty', 'ty.id', 't.type_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('test_members')
          .select(['test_id', (c) => c.fn.countAll<number>().as('n')])
          .groupBy('test_id')
          .as('a'),
      (join) => join.onRef('a.test_id', '=', 't.id'),
    )
    .select([
      't.id',
      't.scheduled_at',
      't.capacity',
      't.min_birth_year',
      't.max_birth_year',
      't.type_id',
      't.location',
      't.completed',
      't.version',
      'ty.label_fr as type_label_fr',
      'ty.label_en as type_label_en',
      'a.n as assigned',
    ]);

export type TryoutRow = Awaited<ReturnType<ReturnType<typeof tryoutsQuery>['execute']>>[number];

export interface TryoutFilter {
  /** Only tests after this instant, not completed, with places left. */
  availableAfter?: string;
  /** Only tests whose birth-year range holds this year. */
  birthYear?: number;
}

/** Tests by date (then id), filtered. */
export const listTryouts = (db: Executor, filter: TryoutFilter = {}) => {
  let query = tryoutsQuery(db);
  if (filter.availableAfter !== undefined) {
    query = query
      .where('t.completed', '=', 0)
      .where('t.scheduled_at', '>', filter.availableAfter)
      .where((eb) => eb('t.capacity', '>', eb.fn.coalesce('a.n', eb.lit(0))));
  }
  if (filter.birthYear !== undefined) {
    query = query.where('t.min_birth_year', '<=', filter.birthYear).where('t.max_birth_year', '>=', filter.birthYear);
  }
  return query.orderBy('t.scheduled_at').orderBy('t.id').execute();
};

export const findTryoutRow = (db: Executor, id: number) => tryoutsQuery(db).where('t.id', '=', id).executeTakeFirst();

/**
 * The test row, locked until the end of the transaction on PostgreSQL (`for update`), so two
 * staff assigning the last place, or completing the test, take turns. SQLite runs one write
 * transaction at a time, which gives the same guarantee.
 */
export const lockTryout = (trx: Transaction<DB>, id: number, dialect: DialectName) => {
  let query = trx
    .selectFrom('tests')
    .select(['id', 'scheduled_at', 'capacity', 'min_birth_year', 'max_birth_year', 'type_id', 'location', 'completed', 'version'])
    .where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
};
export type LockedTryout = NonNullable<Awaited<ReturnType<typeof lockTryout>>>;

export const countAssigned = async (db: Executor, testId: number): Promise<number> => {
  const row = await db
    .selectFrom('test_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Another test at the same moment and place ("A session already exists for this time", docs/product.md#errors). */
export const tryoutTimeTaken = async (db: Executor, scheduledAt: string, location: string, exceptId?: number): Promise<boolean> => {
  let query = db
    .selectFrom('tests')
    .select('id')
    .where('scheduled_at', '=', scheduledAt)
    .where((eb) => eb(eb.fn('lower', ['location']), '=', location.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const insertTryout = async (db: Executor, values: TryoutFields, now: string): Promise<number> => {
  const row = await db
    .insertInto('tests')
    .values({
      scheduled_at: values.scheduledDateTime,
      capacity: values.capacity,
      min_birth_year: values.minBirthYear,
      max_birth_year: values.maxBirthYear,
      type_id: values.typeId,
      location: values.location,
      completed: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateTryout = (db: Executor, id: number, values: TryoutFields) =>
  db
    .updateTable('tests')
    .set((eb) => ({
      scheduled_at: values.scheduledDateTime,
      capacity: values.capacity,
      min_birth_year: values.minBirthYear,
      max_birth_year: values.maxBirthYear,
      type_id: values.typeId,
      location: values.location,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();

/** Deletes a test with its possible groups and assignments (explicitly: no reliance on cascades). */
export const deleteTryout = async (db: Executor, id: number): Promise<boolean> => {
  await db.deleteFrom('test_groups').where('test_id', '=', id).execute();
  await db.deleteFrom('test_members').where('test_id', '=', id).execute();
  const result = await db.deleteFrom('tests').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

export const markTryoutCompleted = (db: Executor, id: number) =>
  db
    .updateTable('tests')
    .set((eb) => ({ completed: 1, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();

// Possible groups.

/** The possible groups of these tests, by name. */
export const groupsOfTryouts = async (db: Executor, testIds: readonly number[]) => {
  const rows: { test_id: number; id: number; name: string }[] = [];
  for (const part of chunks(testIds, IN_CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('test_groups as tg')
        .innerJoin('groups as g', 'g.id', 'tg.group_id')
        .select(['tg.test_id', 'g.id', 'g.name'])
        .where('tg.test_id', 'in', part)
        .orderBy('g.name')
        .orderBy('g.id')
        .execute()),
    );
  }
  return rows;
};

export const possibleGroupIds = async (db: Executor, testId: number): Promise<Set<number>> =>
  new Set((await db.selectFrom('test_groups').select('group_id').where('test_id', '=', testId).execute()).map((r) => r.group_id));

/** The groups that may be a test's possible group: every group but the protected ones; by section then name. */
export const usableGroups = (db: Executor) =>
  db
    .selectFrom('groups as g')
    .innerJoin('sections as s', 's.id', 'g.section_id')
    .select(['g.id', 'g.name', 's.id as section_id', 's.name as section_name', 's.system_role as section_role'])
    .where('g.system_role', 'is', null)
    .orderBy((eb) => eb.case().when('s.system_role', 'is', null).then(0).else(1).end())
    .orderBy('s.name')
    .orderBy('s.id')
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();

/** Which of these ids are usable groups (exist and are not protected). */
export const usableGroupIds = async (db: Executor, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('groups')
    .select('id')
    .where('id', 'in', [...ids])
    .where('system_role', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
};

export const replaceTryoutGroups = async (db: Executor, testId: number, groupIds: readonly number[]): Promise<void> => {
  await db.deleteFrom('test_groups').where('test_id', '=', testId).execute();
  if (groupIds.length > 0) {
    await db
      .insertInto('test_groups')
      .values(groupIds.map((group_id) => ({ test_id: testId, group_id })))
      .execute();
  }
};

// The members of a test: their assignment, the participants' contacts and their results.

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

/**
 * The participants of a test with their family's contact and their group: the mails, the
 * start-test table and the completion read it. By name.
 */
export const participantsOf = (db: Executor, testId: number, memberIds?: readonly number[]) => {
  let query = db
    .selectFrom('test_members as tm')
    .innerJoin('members as m', 'm.id', 'tm.member_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      'm.id',
      'm.first_name',
      'm.last_name',
      'm.birth_date',
      'm.email as m_email',
      'm.phone_number as m_phone_number',
      'm.second_guardian_email as m_second_guardian_email',
      'm.language as m_language',
      'm.guardian_id',
      'm.group_id',
      'g.system_role as group_role',
      'gu.email as gu_email',
      'gu.secondary_email as gu_secondary_email',
      'gu.phone_number as gu_phone_number',
      'gu.language as gu_language',
      'tm.assigned_at',
      'tm.result_group_id',
      'tm.failed',
    ])
    .where('tm.test_id', '=', testId);
  if (memberIds !== undefined) query = query.where('m.id', 'in', [...memberIds]);
  return query.orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id').execute();
};
export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

// Completion.

/** A placed member joins the group: out of any sub-group, no longer "left". */
export const placeMember = (db: Executor, memberId: number, groupId: number, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ group_id: groupId, sub_group_id: null, left_at: null, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

/** A member not admitted, who had no group: marked as left so the retention rules find them. */
export const markMemberNotAdmitted = (db: Executor, memberId: number, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ left_at: now, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

export const recordResult = (db: Executor, testId: number, memberId: number, result: { groupId: number | null; failed: boolean }) =>
  db
    .updateTable('test_members')
    .set({ result_group_id: result.groupId, failed: result.failed ? 1 : 0 })
    .where('test_id', '=', testId)
    .where('member_id', '=', memberId)
    .execute();
