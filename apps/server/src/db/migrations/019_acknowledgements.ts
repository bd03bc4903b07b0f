import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Signing online (docs/product.md#family-signatures): a family accepts a club text from the
 * family space by typing the signer's name.
 *
 * - `acknowledgements`: one row per text version signed for a subscription, with who signed
 *   (the typed name and the family session's address), when and from which client address.
 *   `version` is the label an acceptance stores (`textVersionLabel`). The UNIQUE constraint
 *   makes a second signature of the same version, even one sent at the same moment, find the
 *   first instead of adding a row. Removed with its subscription.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('acknowledgements'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('text_key', text, (c) => c.notNull())
    .addColumn('version', text, (c) => c.notNull())
    .addColumn('signed_name', text, (c) => c.notNull())
    .addColumn('signed_at', text, (c) => c.notNull())
    .addColumn('email_key', text, (c) => c.notNull())
    .addColumn('ip_address', text, (c) => c.notNull())
    .addUniqueConstraint('acknowledgements_subscription_text_version_unique', ['subscription_id', 'text_key', 'version'])
    .execute();
  await db.schema.createIndex('acknowledgements_member_idx').on('acknowledgements').column('member_id').execute();
};
