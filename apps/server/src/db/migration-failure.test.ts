import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { migrateToLatest, MigrationError, openDatabase, type Database } from './database.js';
import type { DialectName } from './dialect.js';
import { migrationProvider } from './migrations/index.js';

/**
 * A migration that fails leaves the schema as it was and stops the server with a message
 * naming it (docs/operations.md#upgrades). The failure is made real: the database refuses
 * to record the first migration the fixture (made at 006) lacks, after that migration's own
 * statements ran, so they must be rolled back with it.
 */
const FIXTURE = join(import.meta.dirname, 'upgrade-fixture');
const postgres = (process.env.TEST_DATABASE_URL ?? '') !== '';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const firstPendingMigration = async (): Promise<string> => {
  const names = Object.keys(await migrationProvider('sqlite').getMigrations()).sort();
  const next = names.find((name) => name > '006_statement_attendance_counts');
  if (next === undefined) throw new Error('no migration after the fixture: nothing to fail');
  return next;
};

const refuseRecording = async (db: Kysely<unknown>, dialect: DialectName, migration: string) => {
  if (dialect === 'sqlite') {
    await sql`create trigger refuse_migration before insert on kysely_migration when new.name = ${sql.lit(migration)}
      begin select raise(abort, 'simulated failure'); end`.execute(db);
    return;
  }
  await sql`create function refuse_migration() returns trigger language plpgsql as $$
      begin if new.name = ${sql.lit(migration)} then raise exception 'simulated failure'; end if; return new; end $$`.execute(db);
  await sql`create trigger refuse_migration before insert on kysely_migration for each row execute function refuse_migration()`.execute(db);
};

/** Every table, column and index, as the database describes them. */
const schemaOf = async (database: Database): Promise<string[]> => {
  const query =
    database.dialect === 'sqlite'
      ? sql<{ line: string }>`select type || ' ' || name || ' ' || coalesce(sql, '') as line from sqlite_master
          where name not like 'sqlite_%' and name <> 'refuse_migration' order by 1`
      : sql<{ line: string }>`select table_name || '.' || column_name || ' ' || data_type as line from information_schema.columns
          where table_schema = 'public' union all select indexname || ' ' || indexdef from pg_indexes where schemaname = 'public' order by 1`;
  return (await query.execute(database.db)).rows.map((row) => row.line);
};

const appliedMigrations = async (database: Database): Promise<string[]> =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((row) => row.name);

const fixtureCopy = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'club-migration-'));
  folders.push(folder);
  const file = join(folder, 'club.sqlite');
  copyFileSync(join(FIXTURE, 'demo-club-006.sqlite'), file);
  return file;
};

describe('a migration that fails', () => {
  it('is rolled back whole, keeps the migrations before it, and is named; the next start completes', async () => {
    const migration = await firstPendingMigration();
    const { database, drop } = await openTestDatabase(
      postgres ? { postgresDump: readFileSync(join(FIXTURE, 'demo-club-006.pg.sql'), 'utf8') } : { sqliteFile: fixtureCopy() },
    );
    try {
      await refuseRecording(database.db as Kysely<unknown>, database.dialect, migration);
      const before = await schemaOf(database);
      const appliedBefore = await appliedMigrations(database);

      const failure = await migrateToLatest(database).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toContain(`Database migration ${migration} failed`);
      expect(await schemaOf(database)).toEqual(before);
      expect(await appliedMigrations(database)).toEqual(appliedBefore);

      await sql`drop trigger refuse_migration${sql.raw(database.dialect === 'postgres' ? ' on kysely_migration' : '')}`.execute(
        database.db,
      );
      await migrateToLatest(database);
      expect(await appliedMigrations(database)).toContain(migration);
    } finally {
      await drop();
    }
  });

  it.skipIf(postgres)('stops the server at start with a message naming it, and the database is left as it was', async () => {
    const migration = await firstPendingMigration();
    const file = fixtureCopy();
    const database = openDatabase(`sqlite:${file}`);
    await refuseRecording(database.db as Kysely<unknown>, 'sqlite', migration);
    const before = await schemaOf(database);
    await database.close();

    const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'server.ts')], {
      env: { ...process.env, DATABASE_URL: `sqlite:${file}`, DATA_DIR: join(file, '..'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Database migration ${migration} failed`);
    expect(stderr).toContain('simulated failure');

    const after = openDatabase(`sqlite:${file}`);
    expect(await schemaOf(after)).toEqual(before);
    expect(await appliedMigrations(after)).not.toContain(migration);
    await after.close();
  });
});
