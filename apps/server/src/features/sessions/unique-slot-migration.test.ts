import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Database } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/index.js';
import { openTestDatabase } from '../../test/test-database.js';

const MIGRATION = '011_unique_training_sessions';
const SLOT = '2026-11-17T17:00:00.000Z';

/**
 * Migration 011 on a database that already holds duplicate sessions (three co-coaches saved
 * the same training): they are merged into the one with the most records, which takes the
 * records of the swimmers only the others had; then the database refuses new duplicates.
 */
describe(`migration ${MIGRATION}: duplicates merged, then refused`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let group: number;
  const ids: Record<string, number> = {};
  const members: number[] = [];

  const insert = async (table: string, values: Record<string, unknown>): Promise<number> => {
    const columns = Object.keys(values);
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values (${sql.join(Object.values(values))}) returning id`.execute(database.db);
    return rows[0]!.id;
  };
  const session = (date: string, subGroupId: number | null = null) =>
    insert('training_sessions', { group_id: group, sub_group_id: subGroupId, date, created_at: date, transmitted: 1 });
  const mark = (sessionId: number, memberIndex: number, isAbsent: boolean, isLate = false) =>
    sql`insert into attendances (session_id, member_id, is_absent, is_late)
        values (${sessionId}, ${members[memberIndex]!}, ${isAbsent ? 1 : 0}, ${isLate ? 1 : 0})`.execute(database.db);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const names = Object.keys(await migrationProvider(database.dialect).getMigrations()).sort();
    const previous = names.filter((name) => name < MIGRATION).at(-1)!;
    const { error } = await new Migrator({ db: database.db, provider: migrationProvider(database.dialect) }).migrateTo(previous);
    expect(error).toBeUndefined();

    const section = await insert('sections', { name: 'Natation' });
    group = await insert('groups', { name: 'Benjamins', section_id: section });
    const line = await insert('sub_groups', { name: 'Ligne 1', group_id: group });
    for (let i = 0; i < 4; i += 1) {
      const at = '2026-09-01T08:00:00.000Z';
      members.push(
        await insert('members', {
          first_name: `P${i}`,
          last_name: `N${i}`,
          gender: 'F',
          birth_date: '2014-01-01',
          group_id: group,
          created_at: at,
          updated_at: at,
        }),
      );
    }
    // Three saves of one training: the second has the most records.
    ids.first = await session(SLOT);
    await mark(ids.first, 0, false);
    await mark(ids.first, 3, false, true);
    ids.fullest = await session(SLOT);
    await mark(ids.fullest, 0, true);
    await mark(ids.fullest, 1, false);
    await mark(ids.fullest, 2, false);
    ids.empty = await session(SLOT);
    // Not duplicates: a sub-group at the same hour, the whole group at another hour.
    ids.line = await session(SLOT, line);
    await mark(ids.line, 0, false);
    ids.other = await session('2026-11-18T17:00:00.000Z');
    await mark(ids.other, 1, true);
    await migrateToLatest(database);
  });
  afterAll(() => drop());

  const sessionsOf = () =>
    database.db
      .selectFrom('training_sessions')
      .select(['id', 'participants', 'absences', 'lates'])
      .where('group_id', '=', group)
      .orderBy('id')
      .execute();

  it('keeps the duplicate with the most records, adds the swimmers only the others had, and keeps its counts right', async () => {
    expect(await sessionsOf()).toEqual([
      { id: ids.fullest, participants: 3, absences: 1, lates: 1 },
      { id: ids.line, participants: 1, absences: 0, lates: 0 },
      { id: ids.other, participants: 0, absences: 1, lates: 0 },
    ]);
    const sheet = await database.db
      .selectFrom('attendances')
      .select(['member_id', 'is_absent', 'is_late'])
      .where('session_id', '=', ids.fullest!)
      .orderBy('member_id')
      .execute();
    // Its own record of swimmer 0 wins over the first save's.
    expect(sheet).toEqual([
      { member_id: members[0], is_absent: 1, is_late: 0 },
      { member_id: members[1], is_absent: 0, is_late: 0 },
      { member_id: members[2], is_absent: 0, is_late: 0 },
      { member_id: members[3], is_absent: 0, is_late: 1 },
    ]);
    const orphans = await sql<{
      n: number;
    }>`select count(*) as n from attendances where session_id in (${ids.first!}, ${ids.empty!})`.execute(database.db);
    expect(Number(orphans.rows[0]?.n)).toBe(0);
  });

  it('then refuses a second session of the same slot, whoever writes it', async () => {
    await expect(session(SLOT)).rejects.toThrow();
    await expect(session('2026-11-18T17:00:00.000Z')).rejects.toThrow();
    expect(await session('2026-11-19T17:00:00.000Z')).toEqual(expect.any(Number));
  });
});
