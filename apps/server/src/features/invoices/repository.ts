import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, InvoiceTable } from '../../db/types.js';

export type Executor = Kysely<DB> | Transaction<DB>;

const INVOICE_COLUMNS = [
  'id',
  'subscription_id',
  'season_id',
  'number',
  'reference',
  'issued_at',
  'issued_by',
  'payer_name',
  'payer_address',
  'member_name',
  'amount_cents',
  'payment_method',
  'paid_on',
  'description',
] as const;

const invoiceQuery = (db: Executor) => db.selectFrom('invoices').select(INVOICE_COLUMNS);

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

export const findInvoiceOfSubscription = (db: Executor, subscriptionId: number): Promise<InvoiceRow | undefined> =>
  invoiceQuery(db).where('subscription_id', '=', subscriptionId).executeTakeFirst();

/** The season's counter, created at 0 the first time; left as it is when it exists (or is being created by another issue). */
export const ensureInvoiceSequence = async (db: Executor, seasonId: number): Promise<void> => {
  await db
    .insertInto('invoice_sequences')
    .values({ season_id: seasonId, last_number: 0 })
    .onConflict((conflict) => conflict.column('season_id').doNothing())
    .execute();
};

/**
 * Takes the season's next number. The update locks the counter's row until the transaction
 * ends: a second issue waits, then counts from the first one's number; a rollback gives it back.
 */
export const takeNextInvoiceNumber = async (db: Executor, seasonId: number): Promise<number> => {
  const row = await db
    .updateTable('invoice_sequences')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('season_id', '=', seasonId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
};

/** Inserts the invoice unless the subscription has one already (then nothing: undefined). */
export const insertInvoiceUnlessIssued = async (db: Executor, invoice: Insertable<InvoiceTable>): Promise<InvoiceRow | undefined> =>
  db
    .insertInto('invoices')
    .values(invoice)
    .onConflict((conflict) => conflict.column('subscription_id').doNothing())
    .returning(INVOICE_COLUMNS)
    .executeTakeFirst();
