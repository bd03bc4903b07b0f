import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Documents a family uploads from the family space (docs/product.md#family-uploads).
 *
 * - `uploads`: one row per file sent for a subscription's checklist item, its review state and
 *   who reviewed it. Removed with its subscription; a reviewer's account deleted leaves the
 *   review standing without its author.
 * - `upload_contents`: the file itself, encrypted (AES-256-GCM) under a key kept outside the
 *   database, so that several servers sharing PostgreSQL read the same files and every backup
 *   holds them. Apart from `uploads` so that lists never read the bytes.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('uploads'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('content_type', text, (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', text, (c) => c.notNull())
    .addColumn('uploaded_by', text, (c) => c.notNull())
    .addColumn('reviewed_at', text)
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rejection_reason', text)
    .addColumn('expires_on', text)
    .execute();
  await db.schema.createIndex('uploads_subscription_idx').on('uploads').column('subscription_id').execute();
  await db.schema.createIndex('uploads_member_idx').on('uploads').column('member_id').execute();
  // The reviewers' list: pending ones, oldest first.
  await db.schema.createIndex('uploads_status_uploaded_idx').on('uploads').columns(['status', 'uploaded_at']).execute();

  await db.schema
    .createTable('upload_contents')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('nonce', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('ciphertext', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('key_version', 'integer', (c) => c.notNull())
    .execute();
};
