import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Privacy (Monaco law n° 1.565, docs/product.md#privacy):
 * - `audit_log`: who viewed an export, changed roles, deleted or erased anything, and when.
 *   The actor is kept by id and login without a foreign key, so deleting a staff account
 *   keeps the trail; rows hold ids and counts, never a child's name;
 * - `members.anonymised_at`: when the retention job replaced a member's identity, so the
 *   job touches each member once;
 * - an index on `members.left_at`, which the retention job scans daily.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_login', text)
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('target_type', text, (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('details', text)
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();

  await db.schema.alterTable('members').addColumn('anonymised_at', text).execute();
  await db.schema.createIndex('members_left_at_idx').on('members').column('left_at').execute();
  await db.schema.createIndex('mail_outbox_status_idx').on('mail_outbox').columns(['status', 'id']).execute();
};
