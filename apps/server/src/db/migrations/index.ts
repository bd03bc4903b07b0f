import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect.js';
import * as m001 from './001_initial.js';
import * as m002 from './002_subscriptions.js';
import * as m003 from './003_privacy.js';
import * as m004 from './004_performance_indexes.js';
import * as m005 from './005_maintained_columns.js';
import * as m006 from './006_statement_attendance_counts.js';
import * as m007 from './007_login_throttle_pairs.js';
import * as m008 from './008_typed_contact.js';
import * as m009 from './009_mail_secrets.js';
import * as m010 from './010_backup_runs.js';
import * as m011 from './011_unique_training_sessions.js';
import * as m012 from './012_staff_email.js';
import * as m013 from './013_password_reset_tokens.js';
import * as m014 from './014_group_mails.js';
import * as m015 from './015_club_settings.js';
import * as m016 from './016_club_texts.js';
import * as m017 from './017_invoices.js';
import * as m018 from './018_family_space.js';
import * as m019 from './019_acknowledgements.js';
import * as m020 from './020_uploads.js';
import * as m021 from './021_health_rules.js';
import * as m022 from './022_family_corrections.js';
import * as m023 from './023_payments.js';
import * as m024 from './024_instalments.js';
import * as m025 from './025_poolside.js';
import * as m026 from './026_attendance_changes.js';
import * as m027 from './027_planning_days.js';
import * as m028 from './028_next_year_group_index.js';
import * as m029 from './029_mail_links.js';
import * as m030 from './030_cash_book_index.js';
import * as m031 from './031_attendance_rates_index.js';
import * as m032 from './032_attendance_changes_client_key_index.js';

type DialectMigration = { up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void> };

/** Every migration, in order. Listed statically so the bundled server carries them. */
const migrations: Record<string, DialectMigration> = {
  '001_initial': m001,
  '002_subscriptions': m002,
  '003_privacy': m003,
  '004_performance_indexes': m004,
  '005_maintained_columns': m005,
  '006_statement_attendance_counts': m006,
  '007_login_throttle_pairs': m007,
  '008_typed_contact': m008,
  '009_mail_secrets': m009,
  '010_backup_runs': m010,
  '011_unique_training_sessions': m011,
  '012_staff_email': m012,
  '013_password_reset_tokens': m013,
  '014_group_mails': m014,
  '015_club_settings': m015,
  '016_club_texts': m016,
  '017_invoices': m017,
  '018_family_space': m018,
  '019_acknowledgements': m019,
  '020_uploads': m020,
  '021_health_rules': m021,
  '022_family_corrections': m022,
  '023_payments': m023,
  '024_instalments': m024,
  '025_poolside': m025,
  '026_attendance_changes': m026,
  '027_planning_days': m027,
  '028_next_year_group_index': m028,
  '029_mail_links': m029,
  '030_cash_book_index': m030,
  '031_attendance_rates_index': m031,
  '032_attendance_changes_client_key_index': m032,
};

export const migrationProvider = (dialect: DialectName): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, migration]): [string, Migration] => [name, { up: (db) => migration.up(db, dialect) }]),
    ),
});
