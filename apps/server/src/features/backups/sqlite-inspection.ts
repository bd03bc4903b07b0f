// Aliased: the bundle's banner (build.mjs) already declares `createRequire` at the top of the file.
import { createRequire as requireFrom } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a backup's manifest and a restore's checks need to know about a SQLite file. */
export interface DatabaseFacts {
  /** `ok`, or the first problems `PRAGMA integrity_check` found. */
  integrity: string;
  /** Names in kysely_migration, oldest first; null when the file has no such table (not a club database). */
  migrations: string[] | null;
  /** Rows per table; empty when the file is damaged. */
  rowCounts: Record<string, number>;
}

/**
 * Runs in a worker thread: VACUUM INTO and counting rows read the whole file, and better-sqlite3
 * is synchronous, so on the server's own thread they would stop every request for as long.
 * Plain CommonJS given as text, so the bundled server needs no second file.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);

const snapshot = (source, target) => {
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(target);
  } finally {
    live.close();
  }
};

const inspect = (file) => {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check').map((row) => row.integrity_check).slice(0, 5).join('; ');
    const rowCounts = {};
    let migrations = null;
    if (integrity === 'ok') {
      const tables = db
        .prepare("select name from sqlite_master where type = 'table' and substr(name, 1, 7) <> 'sqlite_' order by name")
        .pluck()
        .all();
      for (const name of tables) {
        rowCounts[name] = db.prepare('select count(*) from "' + name.replaceAll('"', '""') + '"').pluck().get();
      }
      if (tables.includes('kysely_migration')) {
        migrations = db.prepare('select name from kysely_migration order by name').pluck().all();
      }
    }
    return { integrity, migrations, rowCounts };
  } finally {
    db.close();
  }
};

try {
  const { source, target } = workerData;
  if (target) snapshot(source, target);
  parentPort.postMessage({ facts: inspect(target || source) });
} catch (error) {
  // SQLite's errors lose their message when cloned to the main thread: it goes as text.
  parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
}
`;

// Resolved here, where the server's packages are found, and handed to the worker.
const driver = requireFrom(import.meta.url).resolve('better-sqlite3');

const inWorker = (source: string, target: string | undefined): Promise<DatabaseFacts> =>
  new Promise((resolve, reject) => {
    let answer: { facts?: DatabaseFacts; error?: string } = {};
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, source, target } });
    worker.once('message', (message: typeof answer) => (answer = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (answer.facts !== undefined) resolve(answer.facts);
      else reject(new Error(answer.error ?? `the SQLite worker stopped (exit code ${code})`));
    });
  });

/**
 * A consistent copy of the live database at `target`: VACUUM INTO reads one snapshot, so the
 * server's writes neither spoil it nor restart it (the online backup API starts over at each
 * write from another connection). Returns what the copy holds.
 */
export const snapshotDatabase = (source: string, target: string): Promise<DatabaseFacts> => inWorker(source, target);

/** Reads a file without changing it; rejects when it is no SQLite database at all. */
export const inspectDatabase = (file: string): Promise<DatabaseFacts> => inWorker(file, undefined);
