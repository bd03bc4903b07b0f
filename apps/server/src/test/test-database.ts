import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';

/**
 * A fresh database for one test file: in-memory SQLite, or a throw-away PostgreSQL
 * database created next to TEST_DATABASE_URL when that is set.
 */
export const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const database = openDatabase('sqlite::memory:');
    return { database, drop: () => database.close() };
  }
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
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
