import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { compiledPerExecutor, compiledPerListLength, compiledSingleRow } from './compiled-query.js';
import type { Database } from './database.js';

interface Probe {
  compiled_probe: { id: number; n: number };
}

describe('a query compiled per executor', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const db = () => database.db as unknown as Kysely<Probe>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await sql`create table compiled_probe (id integer primary key, n integer not null)`.execute(database.db);
    await sql`insert into compiled_probe (id, n) values (1, 10), (2, 20)`.execute(database.db);
  });
  afterAll(() => drop());

  const byId = compiledPerExecutor(['id'], (executor: Kysely<Probe>, p: { id: number }) =>
    executor.selectFrom('compiled_probe').select(['id', 'n']).where('id', '=', p.id),
  );

  it('runs with each call’s parameters on the database', async () => {
    expect(await byId(db(), { id: 1 })).toEqual([{ id: 1, n: 10 }]);
    expect(await byId(db(), { id: 2 })).toEqual([{ id: 2, n: 20 }]);
    expect(await byId(db(), { id: 3 })).toEqual([]);
  });

  it('runs in the transaction it is given, which sees its own writes before the commit', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('compiled_probe').set({ n: 11 }).where('id', '=', 1).execute();
        expect(await byId(trx, { id: 1 })).toEqual([{ id: 1, n: 11 }]);
        await trx.insertInto('compiled_probe').values({ id: 3, n: 30 }).execute();
        expect(await byId(trx, { id: 3 })).toEqual([{ id: 3, n: 30 }]);
      });
    expect(await byId(db(), { id: 3 })).toEqual([{ id: 3, n: 30 }]);
  });

  const byIds = compiledPerListLength((executor: Kysely<Probe>, ids) =>
    executor
      .selectFrom('compiled_probe')
      .select(['id', 'n'])
      .where('id', 'in', [...ids])
      .orderBy('id'),
  );

  it('runs a list query with each call’s ids, whatever their number, the same length reusing its statement', async () => {
    await db().deleteFrom('compiled_probe').where('id', '>', 2).execute();
    await db().updateTable('compiled_probe').set({ n: 10 }).where('id', '=', 1).execute();
    await sql`insert into compiled_probe (id, n) select v, v * 10 from (select 3 as v union all select 4 union all select 5) as s`.execute(
      database.db,
    );
    expect(await byIds(db(), [])).toEqual([]);
    expect(await byIds(db(), [2])).toEqual([{ id: 2, n: 20 }]);
    expect(await byIds(db(), [5])).toEqual([{ id: 5, n: 50 }]);
    expect(await byIds(db(), [4, 1])).toEqual([
      { id: 1, n: 10 },
      { id: 4, n: 40 },
    ]);
    expect(await byIds(db(), [3, 5, 9])).toEqual([
      { id: 3, n: 30 },
      { id: 5, n: 50 },
    ]);
    // Past the compiled lengths, built on the call: the same answer.
    const many = Array.from({ length: 40 }, (_, index) => index + 1);
    expect((await byIds(db(), many)).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads the one row a settings query must find each time, and says when it is missing', async () => {
    const first = compiledSingleRow('The probe row', (executor: Kysely<Probe>) =>
      executor.selectFrom('compiled_probe').select(['id', 'n']).where('id', '=', 1),
    );
    await db().updateTable('compiled_probe').set({ n: 12 }).where('id', '=', 1).execute();
    expect(await first(db())).toEqual({ id: 1, n: 12 });
    await db().updateTable('compiled_probe').set({ n: 13 }).where('id', '=', 1).execute();
    expect(await first(db())).toEqual({ id: 1, n: 13 });
    const none = compiledSingleRow('The probe row', (executor: Kysely<Probe>) =>
      executor.selectFrom('compiled_probe').select(['id', 'n']).where('id', '=', 99),
    );
    await expect(none(db())).rejects.toThrow('The probe row is missing');
  });
});
