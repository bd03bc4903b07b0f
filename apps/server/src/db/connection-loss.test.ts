import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A PostgreSQL restart or an administrator ending connections must not end the server. */
describe.skipIf(serverUrl === undefined || serverUrl === '')('a lost PostgreSQL connection', () => {
  it('is reported, dropped from the pool, and the next query opens a new one', async () => {
    const name = `club_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const database = openDatabase(url.toString(), { poolSize: 2, onIdleConnectionError: (error) => lost.push(error) });
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      await admin.query('select pg_terminate_backend($1)', [first.rows[0]!.pid]);
      await expect.poll(() => lost.length).toBe(1);
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
