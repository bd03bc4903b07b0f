import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Sheets taken on phones, sent when the network returns (docs/product.md#offline-attendance).
 * Two coaches may fill the same session, each offline: their sheets are merged per swimmer, each
 * swimmer keeping the latest change (`attendances.changed_at`, the time the coach ticked, as the
 * phone saw it), and every change that arrived is kept in `attendance_changes`, applied or not,
 * so the club can tell who ticked what and when.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema.alterTable('attendances').addColumn('changed_at', text).execute();

  await withId(db.schema.createTable('attendance_changes'), dialect)
    .addColumn('session_id', 'integer', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('is_absent', 'integer', (c) => c.notNull())
    .addColumn('is_late', 'integer', (c) => c.notNull())
    .addColumn('changed_at', text, (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_key', text, (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attendance_changes_session_idx').on('attendance_changes').columns(['session_id', 'member_id']).execute();
  await db.schema.createIndex('attendance_changes_member_idx').on('attendance_changes').column('member_id').execute();
};
