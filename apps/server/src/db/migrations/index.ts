import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect.js';
import * as m001 from './001_initial.js';
import * as m002 from './002_subscriptions.js';
import * as m003 from './003_privacy.js';
import * as m004 from './004_performance_indexes.js';
import * as m005 from './005_maintained_columns.js';
import * as m006 from './006_statement_attendance_counts.js';

type DialectMigration = { up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void> };

/** Every migration, in order. Listed statically so the bundled server carries them. */
const migrations: Record<string, DialectMigration> = {
  '001_initial': m001,
  '002_subscriptions': m002,
  '003_privacy': m003,
  '004_performance_indexes': m004,
  '005_maintained_columns': m005,
  '006_statement_attendance_counts': m006,
};

export const migrationProvider = (dialect: DialectName): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, migration]): [string, Migration] => [
        name,
        { up: (db) => migration.up(db, dialect) },
      ]),
    ),
});
