import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';

const names = (database: Database) =>
  database.db
    .selectFrom('t' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute() as Promise<{ name: string }[]>;

const createTable = (database: Database) => sql`create table t (name text not null)`.execute(database.db);
const insert = (database: Database, name: string) => sql`insert into t (name) values (${name})`.execute(database.db);

/** A transaction that stays open until `finish` is called. */
const openTransaction = (database: Database, name: string) => {
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let written!: () => void;
  const inserted = new Promise<void>((resolve) => (written = resolve));
  const done = database.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into t (name) values (${name})`.execute(trx);
      written();
      if (!(await decided)) throw new Error('rolled back');
    })
    .catch((error: unknown) => (error as Error).message);
  return { inserted, finish, done };
};

describe('SQLite with a reader beside the writer (database file)', () => {
  let dir: string;
  let database: Database;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-dialect-'));
    database = openDatabase(`sqlite:${join(dir, 'club.sqlite')}`);
    await createTable(database);
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads without waiting for an open transaction, and sees only what was committed', async () => {
    await insert(database, 'committed');
    const open = openTransaction(database, 'pending');
    await open.inserted;
    expect(await names(database)).toEqual([{ name: 'committed' }]); // would hang behind the transaction
    open.finish(true);
    await open.done;
    expect(await names(database)).toEqual([{ name: 'committed' }, { name: 'pending' }]);
  });

  it('forgets a rolled-back transaction and lets the next writer in', async () => {
    const open = openTransaction(database, 'lost');
    await open.inserted;
    const waiting = insert(database, 'after');
    open.finish(false);
    expect(await open.done).toBe('rolled back');
    await waiting;
    expect(await names(database)).toEqual([{ name: 'after' }]);
  });

  it('lets writers in first come, first served', async () => {
    const open = openTransaction(database, 'a');
    await open.inserted;
    const order: string[] = [];
    const writers = ['b', 'c', 'd'].map((name) =>
      database.db.transaction().execute(async (trx) => {
        order.push(name);
        await sql`insert into t (name) values (${name})`.execute(trx);
      }),
    );
    open.finish(true);
    await Promise.all([open.done, ...writers]);
    expect(order).toEqual(['b', 'c', 'd']);
    expect((await names(database)).map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends a raw statement to the writer, even one that reads back', async () => {
    await expect(sql`insert into t (name) values ('x') returning name`.execute(database.db)).resolves.toBeDefined();
    expect(await names(database)).toEqual([{ name: 'x' }]);
  });
});

describe('SQLite in memory (one connection)', () => {
  it('makes a read wait for the open transaction instead of seeing its writes', async () => {
    const database = openDatabase('sqlite::memory:');
    await createTable(database);
    const open = openTransaction(database, 'pending');
    await open.inserted;
    const read = names(database);
    open.finish(false);
    await open.done;
    expect(await read).toEqual([]);
    await database.close();
  });
});
