import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { insertDumpRun } from './repository.js';

export interface DumpFile {
  location: string;
  sizeBytes: number;
  /** When pg_dump finished writing it. */
  modifiedAt: Date;
}

/** A reason not to record; the message says what is wrong. */
export class DumpRefused extends Error {}

/**
 * `npm run backup:record FILE` (docs/operations.md, "PostgreSQL"): the club's cron calls it after
 * its own pg_dump. A missing or empty file is what a failed pg_dump leaves, so it is refused:
 * recording it would hide that the last good dump is getting old.
 */
export const checkDumpFile = async (path: string): Promise<DumpFile> => {
  const location = resolve(path);
  const found = await stat(location).catch(() => undefined);
  if (found === undefined) throw new DumpRefused(`${location} does not exist: did pg_dump fail?`);
  if (!found.isFile()) throw new DumpRefused(`${location} is not a file.`);
  if (found.size === 0) throw new DumpRefused(`${location} is empty: did pg_dump fail?`);
  return { location, sizeBytes: found.size, modifiedAt: found.mtime };
};

/** Records the dump as a finished POSTGRES_DUMP run dated by the file itself; returns the run's id. */
export const recordDump = (db: Kysely<DB>, dump: DumpFile): Promise<number> =>
  insertDumpRun(db, { at: dump.modifiedAt.toISOString(), location: dump.location, sizeBytes: dump.sizeBytes });
