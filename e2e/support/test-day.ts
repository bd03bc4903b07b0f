import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { E2E_WORK_DIR } from './env.js';

/**
 * A test is planned in the future (docs/product.md#tryout-tests) and its results are only taken
 * once it has taken place (TEST_NOT_YET_HELD): the walks move the test's date-time into the past in
 * the database of the server under test, as if its day had come.
 */
interface TestDayDatabase {
  tests: { id: number; scheduled_at: string };
}

/** Written by global-setup; the SQLite file of the work folder when it is not there. */
const databaseUrl = (): string => {
  const file = join(E2E_WORK_DIR, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : `sqlite:${join(E2E_WORK_DIR, 'club.sqlite')}`;
};

const openDatabase = (): Kysely<TestDayDatabase> => {
  const url = databaseUrl();
  if (url.startsWith('postgres')) {
    return new Kysely<TestDayDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  }
  // The server holds the same file open (WAL): wait for its write lock rather than fail.
  return new Kysely<TestDayDatabase>({
    dialect: new SqliteDialect({ database: new Database(url.replace(/^sqlite:/, ''), { timeout: 10_000 }) }),
  });
};

/** The test took place at `at` (UTC ISO; a minute ago by default). */
export const testTakesPlace = async (testId: number, at: string = new Date(Date.now() - 60_000).toISOString()): Promise<void> => {
  const db = openDatabase();
  try {
    await db.updateTable('tests').set({ scheduled_at: at }).where('id', '=', testId).execute();
  } finally {
    await db.destroy();
  }
};

/** The UTC instant of `hhmm` in Monaco on the day `day` (DD/MM/YYYY). */
export const clubInstant = (day: string, hhmm: string): string => {
  const [dd, mm, yyyy] = day.split('/').map(Number) as [number, number, number];
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(yyyy, mm - 1, dd, hours, minutes);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Monaco', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(asUtc))
    .find((part) => part.type === 'timeZoneName')?.value;
  const shift = Number((offset ?? 'GMT').replace('GMT', '') || '0');
  return new Date(asUtc - shift * 3600_000).toISOString();
};
