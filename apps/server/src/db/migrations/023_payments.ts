import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Fees and payments (docs/product.md#fees-and-payments). Amounts are integer cents.
 *
 * - `club_settings`: the federation licence's fee, the family discount tiers (a JSON array of
 *   `{fromRank, percent}`) and how children are ranked for them, with their own version.
 * - `fee_reductions`: reductions staff grant a subscription, with the reason (audited). Removed
 *   with the subscription, whose charge they belonged to.
 * - `payments`: money received (PAYMENT) or given back (REFUND), how, on which day, by whom
 *   recorded. A payment takes the next number of its season's receipt sequence in the
 *   transaction that records it: numbers run 1, 2, 3… without a gap.
 * - `payment_allocations`: how much of a payment goes to each subscription. The child's name is
 *   copied, and a deleted subscription leaves its allocation (subscription null): the club's
 *   books keep what was received and the receipt it issued.
 * - `document_sequences`: the last number given per kind of document (RECEIPT) and season.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .alterTable('club_settings')
    .addColumn('licence_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('family_discounts', text, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('discount_rank_rule', text, (c) => c.notNull().defaultTo('PRICE_DESC'))
    .execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('fees_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('club_settings').addColumn('fees_updated_at', text).execute();
  await db.schema
    .alterTable('club_settings')
    .addColumn('fees_updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db.schema.createTable('fee_reductions'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('fee_reductions_subscription_idx').on('fee_reductions').column('subscription_id').execute();

  await db.schema
    .createTable('document_sequences')
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .addPrimaryKeyConstraint('document_sequences_pk', ['kind', 'season_id'])
    .execute();

  await withId(db.schema.createTable('payments'), dialect)
    // PAYMENT or REFUND
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('receipt_number', 'integer')
    .addColumn('receipt_reference', text, (c) => c.unique())
    .addColumn('method', text, (c) => c.notNull())
    .addColumn('reference', text)
    .addColumn('paid_on', text, (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', text)
    // Who pays, as the receipt prints it, and the address lines joined by line feeds.
    .addColumn('payer_name', text, (c) => c.notNull())
    .addColumn('payer_address', text, (c) => c.notNull())
    .addColumn('recorded_at', text, (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('payments_season_receipt_unique', ['season_id', 'receipt_number'])
    .execute();
  await db.schema.createIndex('payments_season_paid_on_idx').on('payments').columns(['season_id', 'paid_on']).execute();

  await withId(db.schema.createTable('payment_allocations'), dialect)
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('member_name', text, (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .execute();
  await db.schema.createIndex('payment_allocations_payment_idx').on('payment_allocations').column('payment_id').execute();
  await db.schema.createIndex('payment_allocations_subscription_idx').on('payment_allocations').column('subscription_id').execute();
};
