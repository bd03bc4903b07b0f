import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';

export interface TestDatabaseContent {
  /** A SQLite file to open instead of an empty in-memory database (the caller owns the copy). */
  sqliteFile?: string;
  /** SQL (as `pg_dump --inserts` writes it) run into the new PostgreSQL database before it is opened. */
  postgresDump?: string;
}

/** psql's meta-commands (`\restrict`, `\connect`…) are not SQL: the server would refuse them. */
const withoutMetaCommands = (dump: string): string =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

/**
 * A fresh database for one test file: in-memory SQLite, or a throw-away PostgreSQL
 * database created next to TEST_DATABASE_URL when that is set.
 */
export const openTestDatabase = async (content: TestDatabaseContent = {}): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const database = openDatabase(content.sqliteFile === undefined ? 'sqlite::memory:' : `sqlite:${content.sqliteFile}`);
    return { database, drop: () => database.close() };
  }
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (content.postgresDump !== undefined) {
    const loader = new pg.Client({ connectionString: url.toString() });
    await loader.connect();
    // One simple query: several statements, no parameters.
    await loader.query(withoutMetaCommands(content.postgresDump));
    await loader.end();
  }
  const database = openDatabase(url.toString(), { poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
};
