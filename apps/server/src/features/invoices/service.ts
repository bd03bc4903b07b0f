import { isPaymentMethod, type InvoiceSummaryDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import type { InvoiceForPdf } from '../../pdf/attestation.js';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';
import { invoiceDraftOf } from './draft.js';
import {
  ensureInvoiceSequence,
  findInvoiceOfSubscription,
  insertInvoiceUnlessIssued,
  takeNextInvoiceNumber,
  type InvoiceRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log?: FastifyBaseLogger;
}

/** An invoice as the attestation prints it, with its number in the season's sequence. */
export interface IssuedInvoice extends InvoiceForPdf {
  number: number;
}

/** `2026-2027-0001`: the season's label and the number on four digits (more past 9999). */
export const invoiceReference = (seasonLabel: string, number: number): string => `${seasonLabel}-${String(number).padStart(4, '0')}`;

const toIssued = (row: InvoiceRow): IssuedInvoice => ({
  reference: row.reference,
  number: Number(row.number),
  issuedAt: row.issued_at,
  payerName: row.payer_name,
  payerAddress: row.payer_address === '' ? [] : row.payer_address.split('\n'),
  memberName: row.member_name,
  amountCents: Number(row.amount_cents),
  paymentMethod: isPaymentMethod(row.payment_method) ? row.payment_method : null,
  paidOn: row.paid_on,
  description: row.description,
});

/** Another issue of the same subscription committed first: this one rolls back, giving its number back. */
class IssuedMeanwhile extends Error {}

/**
 * Invoices and their numbers (docs/product.md, Invoices): each season numbers its invoices
 * 1, 2, 3… with no gap and no number twice, and a subscription gets one invoice at most.
 */
export class InvoicesService {
  constructor(private readonly deps: Deps) {}

  /** What the subscription screen shows of an issued invoice. */
  async issuedFor(subscriptionId: number): Promise<InvoiceSummaryDto | null> {
    const row = await findInvoiceOfSubscription(this.deps.db, subscriptionId);
    return row === undefined ? null : { reference: row.reference, issuedAt: row.issued_at };
  }

  /**
   * The subscription's invoice, issued now if it has none: the first attestation of a paid
   * subscription (download or mail) takes the season's next number, in one transaction with
   * the invoice, so a failure gives the number back. The same subscription asked for twice at
   * once gets one invoice: its unique subscription makes the second insert do nothing, and that
   * issue rolls back (its number with it) and reads the first one's. Later calls read it again,
   * unchanged whatever became of the member since.
   */
  async issue(row: SubscriptionContext, language: Language, issuedBy: number | null): Promise<IssuedInvoice> {
    if (row.payment !== 1) throw new AppError('CONFLICT', 'PAYMENT_NOT_RECORDED');
    // Read outside a transaction first: a download of an issued invoice takes no write lock.
    const known = await findInvoiceOfSubscription(this.deps.db, row.id);
    if (known !== undefined) return toIssued(known);

    const now = this.deps.clock.now();
    const draft = invoiceDraftOf(row, language, now);
    try {
      const { invoice, issued } = await this.deps.db.transaction().execute(async (trx) => {
        // On SQLite, transactions take turns: one that waited finds the invoice the other committed.
        const existing = await findInvoiceOfSubscription(trx, row.id);
        if (existing !== undefined) return { invoice: existing, issued: false };
        await ensureInvoiceSequence(trx, draft.seasonId);
        const number = await takeNextInvoiceNumber(trx, draft.seasonId);
        const inserted = await insertInvoiceUnlessIssued(trx, {
          subscription_id: row.id,
          season_id: draft.seasonId,
          number,
          reference: invoiceReference(draft.seasonLabel, number),
          issued_at: now.toISOString(),
          issued_by: issuedBy,
          payer_name: draft.payerName,
          payer_address: draft.payerAddress.join('\n'),
          member_name: draft.memberName,
          amount_cents: draft.amountCents,
          payment_method: draft.paymentMethod,
          paid_on: draft.paidOn,
          description: draft.description,
        });
        if (inserted === undefined) throw new IssuedMeanwhile();
        return { invoice: inserted, issued: true };
      });
      if (issued) {
        this.deps.log?.info(
          { event: 'invoice_issued', subscriptionId: row.id, reference: invoice.reference, actorId: issuedBy },
          'invoice issued',
        );
      }
      return toIssued(invoice);
    } catch (error) {
      if (!(error instanceof IssuedMeanwhile)) throw error;
      // Read once the transaction is over: on SQLite a read on the root connection inside it would wait for it forever.
      return toIssued(await this.readIssued(row.id));
    }
  }

  private async readIssued(subscriptionId: number): Promise<InvoiceRow> {
    const row = await findInvoiceOfSubscription(this.deps.db, subscriptionId);
    if (row === undefined) throw new Error(`The invoice of subscription ${subscriptionId} was issued but cannot be read`);
    return row;
  }
}
