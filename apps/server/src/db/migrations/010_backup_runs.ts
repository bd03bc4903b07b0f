import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * `backup_runs`: every backup the server took (nightly or by `npm run backup`) and every
 * PostgreSQL dump it was told about (`npm run backup:record`), with its outcome. The health
 * check, the admins' home screen and the alert mails read the latest rows
 * (docs/operations.md#backups).
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('backup_runs'), dialect)
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('started_at', text, (c) => c.notNull())
    .addColumn('finished_at', text)
    .addColumn('location', text)
    .addColumn('size_bytes', 'bigint')
    .addColumn('copied_to', text)
    .addColumn('error', text)
    .addColumn('alerted_at', text)
    .execute();
  await db.schema.createIndex('backup_runs_status_idx').on('backup_runs').columns(['status', 'finished_at']).execute();
};
