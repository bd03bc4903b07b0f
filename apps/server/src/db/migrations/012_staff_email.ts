import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * `users.email`: a staff member's optional address. It receives password-reset links and the
 * backup alerts of administrators, and it is the Reply-To of the group mails they send.
 * Unique among the accounts that have one, compared in lower case (stored in lower case).
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
};
