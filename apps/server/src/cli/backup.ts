import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { dialectOf, openDatabase } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { hasBackupRuns } from '../features/backups/repository.js';
import { BackupService } from '../features/backups/service.js';

/**
 * `npm run backup [folder]`: the same backup folder as the nightly one (database snapshot,
 * uploads, keys, manifest), written to DATA_DIR/backups or to the folder given, while the
 * server keeps running. PostgreSQL: pg_dump, then `npm run backup:record` (README).
 */
try {
  const config = loadConfig();
  if (dialectOf(config.databaseUrl) === 'postgres') {
    throw new Error('DATABASE_URL is PostgreSQL: back up with pg_dump, then npm run backup:record (see the README).');
  }
  // Opening a file that is not there would create an empty database, and back that up.
  const livePath = config.databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  if (!existsSync(livePath)) throw new Error(`No database at ${livePath}: nothing to back up.`);
  const database = openDatabase(config.databaseUrl);
  try {
    const recordRuns = await hasBackupRuns(database.db);
    const service = new BackupService({ db: database.db, clock: systemClock, config, sqlitePath: livePath, recordRuns });
    const result = await service.takeBackup('MANUAL', process.argv[2] === undefined ? undefined : resolve(process.argv[2]));
    if (result.status !== 'OK') throw new Error(`Backup failed: ${result.error ?? 'unknown error'}`);
    console.log(`Backup written to ${result.location} (${result.sizeBytes ?? 0} bytes).`);
    if (!recordRuns) console.log('Not recorded in backup_runs: the database has not been migrated by this version yet.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
