import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from '../config.js';
import { dialectOf } from '../db/database.js';

/**
 * `npm run backup [file]`: a consistent copy of the SQLite database, taken from one read
 * snapshot while the server keeps writing. PostgreSQL: use pg_dump (README).
 */
try {
  const config = loadConfig();
  if (dialectOf(config.databaseUrl) === 'postgres') {
    throw new Error('DATABASE_URL is PostgreSQL: back up with pg_dump (see the README).');
  }
  const source = config.databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = resolve(process.argv[2] ?? resolve(config.dataDir, 'backups', `club-${stamp}.sqlite`));
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const db = new SQLite(source, { fileMustExist: true });
  // VACUUM INTO copies one read snapshot: consistent, and never restarted by the server's
  // writes (the online backup API starts over at each write from another connection).
  db.prepare('VACUUM INTO ?').run(target);
  db.close();
  process.stdout.write(`Backup written to ${target}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  process.exit(1);
}
