import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';

export interface TestDatabaseContent {
  /** A SQLite file to open instead of an empty in-memory database (the caller owns the copy). */
  sqliteFile?: string;
  /** SQL (as `pg_dump --inserts` writes it) run into the new PostgreSQL database before it is opened. */
  postgresDump?: string;
  /**
   * On PostgreSQL, a copy of the migrated schema instead of an empty database (what createTestApp
   * opens): its migrations then find nothing to do. An in-memory SQLite database migrates in 0.2 s.
   */
  fromMigratedTemplate?: boolean;
}

/** psql's meta-commands (`\restrict`, `\connect`…) are not SQL: the server would refuse them. */
const withoutMetaCommands = (dump: string): string =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A connection of its own for a few statements. */
const withAdmin = async <T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

/** The template's connections may take a moment to leave after their pool closed. */
const OBJECT_IN_USE = '55006';

const createPostgresDatabase = (serverUrl: string, template: string | undefined): Promise<string> =>
  withAdmin(serverUrl, async (admin) => {
    const name = `club_test_${randomBytes(6).toString('hex')}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template === undefined ? '' : ` template ${template}`}`);
        return name;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

/** What the migrated schema depends on: a change to any of these files makes a new template. */
const migrationsFingerprint = (): string => {
  const folder = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(new URL('../db/dialect.ts', import.meta.url))));
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(`${folder}${file}`));
  return hash.digest('hex').slice(0, 16);
};

let template: Promise<string> | undefined;

/**
 * Migrating a new PostgreSQL database takes over a second, and the API suite opens a few hundred.
 * The migrated schema is made once per set of migrations, as a template that each test's database
 * copies (CREATE DATABASE … TEMPLATE). Test files run in parallel processes: an advisory lock lets
 * one make it, under another name renamed once complete, so that a run stopped half-way leaves no
 * half-migrated template; older templates are dropped then.
 */
const migratedTemplate = (serverUrl: string): Promise<string> =>
  (template ??= withAdmin(serverUrl, async (admin) => {
    const name = `club_template_${migrationsFingerprint()}`;
    await admin.query(`select pg_advisory_lock(hashtext('club_test_template'))`);
    try {
      const existing = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'club_template_%'`);
      if (existing.rows.some((row) => row.datname === name)) return name;
      for (const { datname } of existing.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      const building = `${name}_building`;
      await admin.query(`create database ${building}`);
      const database = openDatabase(databaseUrl(serverUrl, building), { poolSize: 1 });
      try {
        await migrateToLatest(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('club_test_template'))`);
    }
  }));

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
  const template = content.fromMigratedTemplate === true ? await migratedTemplate(serverUrl) : undefined;
  const name = await createPostgresDatabase(serverUrl, template);
  const url = databaseUrl(serverUrl, name);
  const { postgresDump } = content;
  // One simple query: several statements, no parameters.
  if (postgresDump !== undefined) await withAdmin(url, (loader) => loader.query(withoutMetaCommands(postgresDump)));
  const database = openDatabase(url, { poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await withAdmin(serverUrl, (cleaner) => cleaner.query(`drop database if exists ${name} with (force)`));
    },
  };
};
