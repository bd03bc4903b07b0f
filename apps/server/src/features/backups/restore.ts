import { existsSync, readFileSync } from 'node:fs';
import { cp, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationProvider } from '../../db/migrations/index.js';
import { copyKeyFile, isFolder, keyFilesIn, syncToDisk } from './data-files.js';
import { DATABASE_FILE, MANIFEST_FILE, UPLOADS_FOLDER } from './folder-names.js';
import { inspectDatabase, type DatabaseFacts } from './sqlite-inspection.js';

/** The tables `npm run restore` shows, so a person can tell the backup is the club they expect. */
export const MAIN_TABLES = [
  'users',
  'seasons',
  'sections',
  'groups',
  'guardians',
  'members',
  'subscriptions',
  'tests',
  'training_sessions',
  'attendances',
  'mail_outbox',
  'audit_log',
  'backup_runs',
] as const;

/** A reason to change nothing; the message says what to do. */
export class RestoreRefused extends Error {}

export interface RestoreSource {
  databaseFile: string;
  /** The backup folder, when given one (or its club.sqlite): uploads/ and the keys come back too. */
  backupFolder: string | undefined;
}

/** FILE is a backup folder, its club.sqlite, or a single .sqlite made by an older `npm run backup`. */
export const locateBackup = async (path: string): Promise<RestoreSource> => {
  const found = await stat(path).catch(() => undefined);
  if (found === undefined) throw new RestoreRefused(`${path} does not exist.`);
  if (found.isDirectory()) {
    const databaseFile = join(path, DATABASE_FILE);
    if (!existsSync(databaseFile)) throw new RestoreRefused(`${path} is a folder without ${DATABASE_FILE}: not a backup folder.`);
    return { databaseFile, backupFolder: path };
  }
  const folder = dirname(path);
  const inBackupFolder = basename(path) === DATABASE_FILE && existsSync(join(folder, MANIFEST_FILE));
  return { databaseFile: path, backupFolder: inBackupFolder ? folder : undefined };
};

export const knownMigrations = async (): Promise<string[]> => Object.keys(await migrationProvider('sqlite').getMigrations());

/**
 * Reads the backup without changing anything: a SQLite file, whole (`PRAGMA integrity_check`),
 * of a club database whose schema this version knows. An older schema is fine (the server
 * migrates it at its next start); a newer one would be half understood, so it is refused.
 */
export const checkBackup = async (file: string, known: readonly string[]): Promise<DatabaseFacts> => {
  let facts: DatabaseFacts;
  try {
    facts = await inspectDatabase(file);
  } catch (error) {
    throw new RestoreRefused(`${file} is not a readable SQLite database (${(error as Error).message}). Nothing was changed.`);
  }
  if (facts.integrity !== 'ok') {
    throw new RestoreRefused(
      `${file} is damaged: the integrity check says "${facts.integrity}". Nothing was changed; take an older backup.`,
    );
  }
  if (facts.migrations === null)
    throw new RestoreRefused(`${file} is not a database of this app (it has no kysely_migration table). Nothing was changed.`);
  const unknown = facts.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `${file} comes from a newer version of the app (its schema has ${unknown.join(', ')}, unknown to this version). ` +
        'Install that version (or a later one) first, then restore. Nothing was changed.',
    );
  }
  return facts;
};

export interface RestoreTarget {
  /** The SQLite file the server uses. */
  sqlitePath: string;
  dataDir: string;
  /** Names what is kept aside: `…before-restore-<stamp>`. */
  stamp: string;
  jwtSecretFromEnvironment: boolean;
}

/**
 * The current database goes aside whole: its write-ahead log is folded into the file first, and
 * kept next to it when that fails, so nothing of it is lost.
 */
const putCurrentDatabaseAside = async (target: RestoreTarget, said: string[]): Promise<void> => {
  const { sqlitePath, stamp } = target;
  if (!existsSync(sqlitePath)) return;
  const aside = `${sqlitePath}.before-restore-${stamp}`;
  try {
    const current = new SQLite(sqlitePath, { fileMustExist: true });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
  } catch (error) {
    said.push(`The current database could not be checkpointed (${(error as Error).message}); its write-ahead log is kept beside it.`);
  }
  await rename(sqlitePath, aside);
  if (existsSync(`${sqlitePath}-wal`)) await rename(`${sqlitePath}-wal`, `${aside}-wal`);
  await rm(`${sqlitePath}-shm`, { force: true });
  said.push(`The current database is kept as ${aside} (never deleted by restore).`);
};

const restoreUploads = async (backupFolder: string, target: RestoreTarget, said: string[]): Promise<void> => {
  const saved = join(backupFolder, UPLOADS_FOLDER);
  if (!(await isFolder(saved))) return;
  const live = join(target.dataDir, UPLOADS_FOLDER);
  if (await isFolder(live)) {
    const aside = `${live}.before-restore-${target.stamp}`;
    await rename(live, aside);
    said.push(`The current uploads/ folder is kept as ${aside}.`);
  }
  await cp(saved, live, { recursive: true, errorOnExist: true, force: false });
  said.push(`uploads/ restored from the backup.`);
};

const restoreKeys = async (backupFolder: string, target: RestoreTarget, said: string[]): Promise<void> => {
  for (const name of await keyFilesIn(backupFolder)) {
    const saved = join(backupFolder, name);
    const live = join(target.dataDir, name);
    if (existsSync(live)) {
      if (readFileSync(live).equals(readFileSync(saved))) continue;
      const aside = `${live}.before-restore-${target.stamp}`;
      await rename(live, aside);
      said.push(`${name} differed from the backup's: the backup's is now in place, the former one is kept as ${aside}.`);
    } else {
      said.push(`${name} restored from the backup.`);
    }
    await copyKeyFile(saved, live);
  }
  if (target.jwtSecretFromEnvironment) {
    said.push(
      'JWT_SECRET is set in the environment: the server uses it, not a jwt-secret file. It must be the one used when the backup was made.',
    );
  }
};

/**
 * Puts a checked backup in place of the stopped server's data. Nothing is deleted: what is
 * replaced stays beside it as `…before-restore-<stamp>`. Returns what it did, for the person.
 */
export const restoreBackup = async (source: RestoreSource, target: RestoreTarget): Promise<string[]> => {
  const said: string[] = [];
  await mkdir(dirname(target.sqlitePath), { recursive: true });
  // Copied beside the target and renamed: the server never finds half a database.
  const incoming = `${target.sqlitePath}.restoring`;
  try {
    await copyFile(source.databaseFile, incoming);
    await syncToDisk(incoming);
  } catch (error) {
    await rm(incoming, { force: true });
    throw new Error(`Could not copy ${source.databaseFile} beside the database (${(error as Error).message}). Nothing was changed.`);
  }
  await putCurrentDatabaseAside(target, said);
  await rename(incoming, target.sqlitePath);
  said.push(`${source.databaseFile} is now ${target.sqlitePath}.`);
  if (source.backupFolder !== undefined) {
    await restoreUploads(source.backupFolder, target, said);
    await restoreKeys(source.backupFolder, target, said);
  }
  return said;
};
