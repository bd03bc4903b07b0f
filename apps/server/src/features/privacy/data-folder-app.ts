/**
 * Test support, not used by the product: the app over a database kept in a data folder and
 * wired as server.ts wires it (no JWT_SECRET: the secret is generated into the folder), so a
 * test can read every file the club writes there. SQLite is `club.sqlite` in the folder; with
 * TEST_DATABASE_URL, a throw-away PostgreSQL database (then the folder holds no database file).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { openDatabase } from '../../db/database.js';
import type { DB } from '../../db/types.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openTestDatabase } from '../../test/test-database.js';

export const onPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

const openDataFolderDatabase = async (dataDir: string) => {
  if (onPostgres) return openTestDatabase();
  const database = openDatabase(`sqlite:${join(dataDir, 'club.sqlite')}`);
  return { database, drop: () => database.close() };
};

export const createDataFolderApp = (
  dataDir: string,
  env: Record<string, string> = {},
  logStream?: { write: (line: string) => void },
): Promise<TestApp> =>
  // No JWT_SECRET nor UPLOADS_KEY: generated into the folder, as a club without them gets them.
  createTestApp({
    env: { DATA_DIR: dataDir, JWT_SECRET: '', UPLOADS_KEY: '', ...env },
    openDatabase: () => openDataFolderDatabase(dataDir),
    logStream,
  });

/** Where a secret was found: table columns, data-folder files, log lines; all empty when nowhere. */
export interface SecretPlaces {
  tables: string[];
  files: string[];
  logs: string[];
}
export const NOWHERE: SecretPlaces = { tables: [], files: [], logs: [] };

/**
 * The app over a fresh data folder, its log lines kept, and where a secret (a token, alone or in a
 * link's `token=` query) still stands: the check of docs/architecture.md#quality-security.
 */
export const createWatchedDataFolderApp = async (folderPrefix: string, env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const logLines: string[] = [];
  const t = await createDataFolderApp(dataDir, env, { write: (line) => logLines.push(line) });
  const placesHolding = async (secret: string): Promise<SecretPlaces> => {
    const needles = [secret, `token=${secret}`];
    return {
      tables: await findInTables(t.deps.db, needles),
      files: await findInDataFolder(dataDir, needles),
      logs: logLines.filter((line) => needles.some((needle) => line.includes(needle))),
    };
  };
  return { t, dataDir, logLines, placesHolding };
};

/** Every file under a folder, however deep. */
export const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * What a reader of the file could find: its raw bytes and, for a mail copy, its decoded
 * subject, headers and body too (quoted-printable or base64 would hide a name from a byte search).
 */
const readableText = async (file: string): Promise<string> => {
  const raw = readFileSync(file);
  if (!file.endsWith('.eml')) return raw.toString('latin1');
  const mail = await simpleParser(raw);
  return [raw.toString('latin1'), mail.subject ?? '', mail.text ?? '', JSON.stringify([...mail.headers])].join('\n');
};

/** Which needles (ASCII, any case) each file of the data folder still holds: `file: needle` lines. */
export const findInDataFolder = async (dataDir: string, needles: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const file of filesUnder(dataDir)) {
    const text = (await readableText(file)).toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${relative(dataDir, file)}: ${needle}`);
  }
  return found;
};

/** Which needles any text column of any table holds: `table.column: needle` lines. */
export const findInTables = async (db: Kysely<DB>, needles: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        for (const needle of needles)
          if (value.toLowerCase().includes(needle.toLowerCase())) found.push(`${table.name}.${column}: ${needle}`);
      }
    }
  }
  return found;
};
