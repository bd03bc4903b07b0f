import type { Executor } from '../../../db/executor.js';
import { chunks } from '../../../db/system-records.js';

// The groups a test may place its members in.
/** Stays far below SQLite's and PostgreSQL's limits on bound parameters. */
const IN_CHUNK = 1000;

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
