import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { checkDumpFile, recordDump } from '../features/backups/dump-record.js';

/**
 * `npm run backup:record -- FILE`: tells the app about a pg_dump the club's cron just made, so
 * the health check and the missing-backup alert know the age of the last dump (README,
 * "PostgreSQL").
 */
try {
  const file = process.argv[2];
  if (file === undefined) throw new Error('Usage: npm run backup:record -- <dump file>');
  const dump = await checkDumpFile(file);
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    if (database.dialect !== 'postgres')
      throw new Error('DATABASE_URL is SQLite: the server backs itself up every night (npm run backup by hand).');
    const id = await recordDump(database.db, dump);
    console.log(`Recorded ${dump.location} (${dump.sizeBytes} bytes, ${dump.modifiedAt.toISOString()}) as backup run ${id}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
