import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Instalments, cheques cashed later and overdue reminders (docs/product.md#instalments).
 *
 * - `club_settings`: when the checklist's payment item ticks itself (balance zero, or first
 *   instalment settled) and the days after a missed due day when families are reminded (JSON).
 * - `instalment_plans`: a subscription's plan, its count (1, 3 or 10) and first due day only;
 *   the parts follow the charge as it stands. Removed with the subscription.
 * - `payments.deposit_on`: the day a cheque may be cashed, for cheques handed in together.
 * - `payment_attestations`: the payment attestations issued for a child's season (works councils,
 *   health insurers), numbered in the season's ATTESTATION sequence of `document_sequences`. What
 *   it certifies is copied; a new one is issued only when what was paid changed since the last.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .alterTable('club_settings')
    .addColumn('payment_tick_rule', text, (c) => c.notNull().defaultTo('BALANCE_ZERO'))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('overdue_reminder_offsets', text, (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('instalment_plans')
    .addColumn('subscription_id', 'integer', (c) => c.primaryKey().references('subscriptions.id').onDelete('cascade'))
    .addColumn('instalment_count', 'integer', (c) => c.notNull())
    .addColumn('first_due_on', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('payments').addColumn('deposit_on', text).execute();
  await db.schema.createIndex('payments_deposit_on_idx').on('payments').column('deposit_on').execute();

  await withId(db.schema.createTable('payment_attestations'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('reference', text, (c) => c.notNull().unique())
    .addColumn('issued_at', text, (c) => c.notNull())
    .addColumn('member_name', text, (c) => c.notNull())
    .addColumn('member_birth_date', text, (c) => c.notNull())
    .addColumn('payer_name', text, (c) => c.notNull())
    .addColumn('payer_address', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    // Net of refunds, as of issue, and the day of the last payment it counts.
    .addColumn('paid_cents', 'integer', (c) => c.notNull())
    .addColumn('last_paid_on', text)
    .addUniqueConstraint('payment_attestations_season_number_unique', ['season_id', 'number'])
    .addUniqueConstraint('payment_attestations_subscription_paid_unique', ['subscription_id', 'paid_cents'])
    .execute();
  await db.schema.createIndex('payment_attestations_subscription_idx').on('payment_attestations').column('subscription_id').execute();
};
