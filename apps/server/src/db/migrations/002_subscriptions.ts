import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Subscriptions (docs/product.md#subscription-states, docs/product.md#guardians):
 * - the guardian contact as the family typed it (the form's guardian* fields), kept
 *   on the subscription so staff can compare it with the guardians on file;
 * - `guardian_conflict`: the submitted contact matched another guardian's e-mail or phone
 *   under other names, so staff must choose the guardian (the list's "problem");
 * - `submission_hash` and `submitted_at`: a replayed submit answers the same result and changes nothing;
 * - the source of each state change (staff, family, renewal);
 * - mail attachments (the attestation sent with the invoice mail), base64 in JSON.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  // SQLite adds one column per statement.
  const subscriptionColumns = [
    'guardian_first_name',
    'guardian_last_name',
    'guardian_email',
    'guardian_phone_number',
    'guardian_secondary_email',
    'guardian_secondary_phone_number',
    'submission_hash',
    'submitted_at',
  ];
  for (const column of subscriptionColumns) {
    await db.schema.alterTable('subscriptions').addColumn(column, text).execute();
  }
  await db.schema
    .alterTable('subscriptions')
    .addColumn('guardian_conflict', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('subscription_state_changes')
    .addColumn('source', text, (c) => c.notNull().defaultTo('STAFF'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', text).execute();

  await db.schema.createIndex('subscriptions_group_idx').on('subscriptions').column('group_id').execute();
  await db.schema.createIndex('guardians_phone_idx').on('guardians').column('phone_number').execute();
};
