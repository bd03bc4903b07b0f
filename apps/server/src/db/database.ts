import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DataChanges, trackChanges } from './data-changes.js';
import type { DialectName } from './dialect.js';
import { migrationProvider } from './migrations/index.js';
import { PreparedStatementClient } from './pg-prepared.js';
import { SplitSqliteDialect } from './sqlite-dialect.js';
import type { DB } from './types.js';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Changes its version whenever a write commits: what cached answers are checked against. */
  changes: DataChanges;
  /** File path of the SQLite database, for backups and integrity checks. */
  sqlitePath?: string;
  close: () => Promise<void>;
}

export const dialectOf = (url: string): DialectName => (/^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite');

const sqlitePathOf = (url: string): string => url.replace(/^sqlite:(\/\/)?/, '');

/** Opens SQLite (WAL, synchronous=FULL, foreign keys) or PostgreSQL from a URL. */
export interface DatabaseOptions {
  poolSize?: number;
  /**
   * A PostgreSQL connection lost while idle (server restart, connection killed by an
   * administrator). The pool drops it and the next query opens a new one; without a
   * listener the error would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** What every connection to the SQLite file needs, the writer's and the reader's alike. */
const addServerFunctions = (sqlite: SQLite.Database): SQLite.Database => {
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's lower() folds ASCII only; PostgreSQL's folds every letter. Case-insensitive
  // filters (`lower(name) like …`) must find "Élodie" from "élo" on both.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  return sqlite;
};

export const openDatabase = (url: string, options: DatabaseOptions = {}): Database => {
  if (dialectOf(url) === 'postgres') {
    // Integer columns come back as numbers; counts (int8) too, they stay far below 2^53.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, Client: PreparedStatementClient });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const changes = new DataChanges();
    const db = new Kysely<DB>({ dialect: trackChanges(new PostgresDialect({ pool }), changes) });
    return { db, dialect: 'postgres', changes, close: () => db.destroy() };
  }
  const path = sqlitePathOf(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const writer = new SQLite(path);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  // What a write frees (an erased family's rows, a row's old copy when it grows) is overwritten
  // with zeros instead of staying readable in the file (docs/architecture.md#quality-privacy).
  // The writer makes every change; the reader frees nothing.
  writer.pragma('secure_delete = ON');
  addServerFunctions(writer);
  // An in-memory database is one connection's own: nothing to read it from beside the writer.
  const reader = path === ':memory:' ? undefined : addServerFunctions(new SQLite(path, { readonly: true }));
  // data_version moves when another connection commits: the writer, or another process (a restore, a script).
  const dataVersion = reader?.prepare('pragma data_version').pluck();
  const changes = new DataChanges(dataVersion === undefined ? undefined : () => dataVersion.get() as number);
  const db = new Kysely<DB>({ dialect: trackChanges(new SplitSqliteDialect(writer, reader), changes) });
  return { db, dialect: 'sqlite', changes, sqlitePath: path, close: () => db.destroy() };
};

export class MigrationError extends Error {}

/**
 * Brings the schema up to date, one migration at a time, each in its own transaction: a
 * failed one is rolled back whole, the ones before it stay applied, and MigrationError names
 * it (docs/operations.md#upgrades).
 */
export const migrateToLatest = async (database: Database, provider = migrationProvider(database.dialect)): Promise<void> => {
  const migrator = new Migrator({ db: database.db, provider });
  for (;;) {
    const { error, results = [] } = await migrator.migrateUp();
    if (error !== undefined) {
      const failed = results.find((result) => result.status === 'Error');
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace(/\s+/g, ' '));
    }
    if (results.length === 0) return;
  }
};
