import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { compileOnce } from './compiled-query.js';
import { openDatabase, type Database } from './database.js';

const createTable = async (database: Database) => {
  await sql`create table change_probe (id integer primary key, n integer not null)`.execute(database.db);
  await sql`insert into change_probe (id, n) values (1, 0)`.execute(database.db);
};

describe('the data version', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await createTable(database);
  });
  afterAll(() => drop());
  // The probe table is not in the schema's types: the tests query it untyped.
  const db = () => database.db as unknown as Kysely<{ change_probe: { id: number; n: number } }>;

  it('does not move on reads', async () => {
    const before = database.changes.version();
    await db().selectFrom('change_probe').selectAll().execute();
    await sql`select 1`.execute(database.db);
    expect(database.changes.version()).toBe(before);
  });

  it('moves when a statement changes rows, not when it changes none', async () => {
    const before = database.changes.version();
    await db().updateTable('change_probe').set({ n: 5 }).where('id', '=', 999).execute();
    expect(database.changes.version()).toBe(before);
    await db().updateTable('change_probe').set({ n: 5 }).where('id', '=', 1).execute();
    expect(database.changes.version()).not.toBe(before);
  });

  it('moves when a transaction commits, not before, and not on a rollback', async () => {
    const before = database.changes.version();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('change_probe').values({ id: 2, n: 1 }).execute();
        // Another caller reading now sees the old data: the version must not have moved yet.
        expect(database.changes.version()).toBe(before);
      });
    const afterCommit = database.changes.version();
    expect(afterCommit).not.toBe(before);

    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('change_probe').values({ id: 3, n: 1 }).execute();
          throw new Error('abandoned');
        }),
    ).rejects.toThrow('abandoned');
    expect(database.changes.version()).toBe(afterCommit);
  });

  it('keeps a version per table: it moves on writes naming the table, committed, and on any raw statement', async () => {
    await sql`create table other_probe (id integer primary key)`.execute(database.db);
    const other = () => database.db as unknown as Kysely<{ other_probe: { id: number } }>;
    const probe = () => database.changes.versionOf(['change_probe']);
    let before = probe();
    await other().insertInto('other_probe').values({ id: 1 }).execute();
    await other().updateTable('other_probe as o').set({ id: 2 }).where('o.id', '=', 1).execute();
    expect(probe()).toBe(before);

    for (const write of [
      () => db().insertInto('change_probe').values({ id: 10, n: 0 }).execute(),
      () => db().updateTable('change_probe as c').set({ n: 7 }).where('c.id', '=', 10).execute(),
      () => db().deleteFrom('change_probe').where('id', '=', 10).execute(),
    ]) {
      await write();
      expect(probe()).not.toBe(before);
      before = probe();
    }

    // In a transaction: counted at the commit, with every table it wrote; nothing on a rollback.
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('change_probe').values({ id: 11, n: 0 }).execute();
          throw new Error('abandoned');
        }),
    ).rejects.toThrow('abandoned');
    expect(probe()).toBe(before);
    await database.db.transaction().execute(async (trx) => {
      await (trx as unknown as Kysely<{ other_probe: { id: number } }>).insertInto('other_probe').values({ id: 3 }).execute();
      await (trx as unknown as Kysely<{ change_probe: { id: number; n: number } }>)
        .insertInto('change_probe')
        .values({ id: 12, n: 0 })
        .execute();
      expect(probe()).toBe(before);
    });
    expect(probe()).not.toBe(before);
    before = probe();

    // A statement whose tables cannot be told moves every table's version.
    await sql`update other_probe set id = id + 100`.execute(database.db);
    expect(probe()).not.toBe(before);
  });

  it('runs a query compiled once with each call’s parameters', async () => {
    const byId = compileOnce(db(), ['id'], (p: { id: number }) =>
      db().selectFrom('change_probe').select(['id', 'n']).where('id', '=', p.id),
    );
    expect(await byId({ id: 1 })).toEqual([{ id: 1, n: 5 }]);
    expect(await byId({ id: 2 })).toEqual([{ id: 2, n: 1 }]);
    expect(await byId({ id: 42 })).toEqual([]);
    expect(() => compileOnce(db(), ['id'], () => db().selectFrom('change_probe').select('id'))).toThrow(/id did not become/);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the data version of a SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-changes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves when another process writes to the file', async () => {
    const file = join(dir, 'club.sqlite');
    const database = openDatabase(`sqlite:${file}`);
    try {
      await createTable(database);
      const before = database.changes.version();
      const other = new SQLite(file);
      other.prepare('update change_probe set n = n + 1').run();
      other.close();
      expect(database.changes.version()).not.toBe(before);
    } finally {
      await database.close();
    }
  });
});
