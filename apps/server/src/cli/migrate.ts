import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { seedReferenceData } from '../db/seed-reference.js';
import { systemClock } from '../lib/clock.js';

/** `npm run db:migrate`: brings the database up to date without starting the server. */
try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    await seedReferenceData(database.db, database.dialect, systemClock);
    process.stdout.write('Database is up to date.\n');
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  process.exit(1);
}
