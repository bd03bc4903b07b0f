import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * `password_reset_tokens`: the links mailed to staff who forgot their password. Only the
 * SHA-256 of a link's token is kept, so a copy of the database opens no account; a row is used
 * once (`used_at`) and works until `expires_at` (30 minutes). Removed with its user.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();
  await db.schema.createIndex('password_reset_tokens_expiry_idx').on('password_reset_tokens').column('expires_at').execute();
};
