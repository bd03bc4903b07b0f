import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * Invoices with gap-free numbers (docs/product.md#invoices).
 *
 * - `invoice_sequences`: the last number given in each season. A number is taken by an
 *   `UPDATE … SET last_number = last_number + 1` in the transaction that inserts the invoice,
 *   so a rolled-back issue gives its number back and two issues at once wait for each other.
 * - `invoices`: one per subscription at most, issued the first time its attestation is produced
 *   once paid. The payer, amount, method and date are copied in: a later edit of the member
 *   never changes an invoice already issued. Removed with its subscription (a deleted member);
 *   its number is never given again.
 * - `subscriptions.payment_method` and `paid_on`: how and on which day the family paid, set
 *   when staff tick the payment.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .createTable('invoice_sequences')
    .addColumn('season_id', 'integer', (c) => c.primaryKey().references('seasons.id'))
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute();

  await withId(db.schema.createTable('invoices'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().unique().references('subscriptions.id').onDelete('cascade'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('reference', text, (c) => c.notNull().unique())
    .addColumn('issued_at', text, (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('payer_name', text, (c) => c.notNull())
    // The address lines joined by line feeds; empty when the member has no address on file.
    .addColumn('payer_address', text, (c) => c.notNull())
    .addColumn('member_name', text, (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_method', text)
    .addColumn('paid_on', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addUniqueConstraint('invoices_season_number_unique', ['season_id', 'number'])
    .execute();

  await db.schema.alterTable('subscriptions').addColumn('payment_method', text).execute();
  await db.schema.alterTable('subscriptions').addColumn('paid_on', text).execute();
};
