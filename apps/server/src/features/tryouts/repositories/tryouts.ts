import type { TryoutFields } from '@club/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../../db/dialect.js';
import type { Executor } from '../../../db/executor.js';
import type { DB } from '../../../db/types.js';

// The tests themselves: their list with type and number assigned, the lock, and their writes.
const TEST_COLUMNS = [
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
] as const;

const testsWithType = (db: Executor) => db.selectFrom('tests as t').innerJoin('types as ty', 'ty.id', 't.type_id');

/** Tests with their type and number of assigned members: one query for any number of tests. */
const tryoutsQuery = (db: Executor) =>
  testsWithType(db)
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('test_members')
          .select(['test_id', (c) => c.fn.countAll<number>().as('n')])
          .groupBy('test_id')
          .as('a'),
      (join) => join.onRef('a.test_id', '=', 't.id'),
    )
    .select([...TEST_COLUMNS, 'a.n as assigned']);

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

/** One test, counting its own members only (by the primary key's test_id prefix), not every test's. */
export const findTryoutRow = (db: Executor, id: number): Promise<TryoutRow | undefined> =>
  testsWithType(db)
    .select([
      ...TEST_COLUMNS,
      (eb) =>
        eb
          .selectFrom('test_members')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('test_members.test_id', '=', 't.id')
          .as('assigned'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();

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
