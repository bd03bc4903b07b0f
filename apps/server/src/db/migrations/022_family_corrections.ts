import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Corrections a family sends from the family space once its form is sent (docs/product.md#family-corrections):
 * the changed fields with the values on file when sent (JSON objects), waiting for staff to apply
 * or refuse them. One PENDING row per subscription at most: a newer correction is merged into it
 * under the subscription's lock and the older row marked SUPERSEDED. Removed with the subscription.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('subscription_corrections'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // PENDING, APPLIED, REJECTED or SUPERSEDED.
    .addColumn('status', text, (c) => c.notNull())
    // {field: value} asked by the family, and {field: value} on file when it was sent.
    .addColumn('changes', text, (c) => c.notNull())
    .addColumn('previous', text, (c) => c.notNull())
    .addColumn('note', text)
    .addColumn('submitted_at', text, (c) => c.notNull())
    .addColumn('submitted_by', text, (c) => c.notNull())
    .addColumn('reviewed_at', text)
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', text)
    .execute();
  await db.schema
    .createIndex('subscription_corrections_subscription_idx')
    .on('subscription_corrections')
    .column('subscription_id')
    .execute();
};
