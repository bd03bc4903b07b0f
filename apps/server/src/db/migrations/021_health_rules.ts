import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Health rules and reminders (docs/product.md#health-rules).
 *
 * - `club_settings`: which health document the club asks for (a medical certificate valid
 *   `certificate_valid_years`, or for minors a health-questionnaire attestation), and the days
 *   after the subscription link at which families with missing items are reminded (a JSON array).
 *   Their own version, so that saving them never makes the identity form stale.
 * - `members.certificate_expires_on`: the last valid day of the member's medical certificate, as the
 *   reviewer entered it; kept on the member, since a certificate outlives the season and its file.
 * - `subscriptions.link_sent_at`: when the current subscription link was made, from which the
 *   reminders count. Existing links count from the subscription's creation.
 * - `family_reminders`: one row per reminder sent, unique per subscription (or member), kind and
 *   key, so a reminder is sent once however many servers run the job at the same moment.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .alterTable('club_settings')
    .addColumn('health_document', text, (c) => c.notNull().defaultTo('CERTIFICATE'))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('certificate_valid_years', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('reminder_offsets', text, (c) => c.notNull().defaultTo('[7,21]'))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('health_rules_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('club_settings').addColumn('health_rules_updated_at', text).execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('health_rules_updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('members').addColumn('certificate_expires_on', text).execute();

  await db.schema.alterTable('subscriptions').addColumn('link_sent_at', text).execute();
  await db
    .updateTable('subscriptions' as never)
    .set({ link_sent_at: sql.ref('created_at') } as never)
    .where(sql.ref('token_hash'), 'is not', null)
    .execute();

  await withId(db.schema.createTable('family_reminders'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('cascade'))
    // MISSING_ITEMS (automatic, at an offset), BULK (sent by staff), CERTIFICATE_EXPIRY.
    .addColumn('kind', text, (c) => c.notNull())
    // Which one of its kind: the offset in days, the day staff sent it, the certificate's last day.
    .addColumn('reminder_key', text, (c) => c.notNull())
    .addColumn('sent_at', text, (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('family_reminders_once', ['member_id', 'kind', 'reminder_key'])
    .execute();
  await db.schema.createIndex('family_reminders_subscription_idx').on('family_reminders').column('subscription_id').execute();
};
