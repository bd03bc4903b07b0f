import { isPaymentMethod } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { renderPaymentAttestation } from '../../pdf/payment-attestation.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubLetterhead } from '../club/letterhead.js';
import type { RenderedPdf } from '../documents/service.js';
import { membersOfAddress } from '../family/repositories/members.js';
import { payerAddressOf, payerNameOf } from '../invoices/draft.js';
import { clubLegalIdentity } from '../invoices/legal-identity.js';
import { memberNameOf } from '../payments/accounts.js';
import { ensureDocumentSequence, lockSubscriptions, takeNextDocumentNumber } from '../payments/repository.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import {
  ATTESTATION_SEQUENCE,
  findAttestation,
  findAttestationFor,
  insertAttestationUnlessIssued,
  movementsOf,
  subscriptionOfMemberInSeason,
  type AttestationRow,
  type MovementRow,
} from './repository.js';

export interface AttestationsDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  club: ClubIdentity;
  log?: FastifyBaseLogger;
}

const FILE_NAME: Record<Language, string> = { fr: 'attestation-paiement', en: 'payment-attestation' };

/** `A2026-2027-0001`: A, the season's label and the number on four digits (more past 9999). */
export const attestationReference = (seasonLabel: string, number: number): string => `A${seasonLabel}-${String(number).padStart(4, '0')}`;

const noSuchSubscription = () => notFound('Subscription not found');
/** As for the invoice: nothing to certify until something was paid. */
const nothingPaid = () => new AppError('CONFLICT', 'PAYMENT_NOT_RECORDED');

/** What the movements add up to: paid less refunded, and the day of the last payment. */
const paidOf = (movements: readonly MovementRow[]): { paidCents: number; lastPaidOn: string | null } => {
  let paidCents = 0;
  let lastPaidOn: string | null = null;
  for (const movement of movements) {
    const cents = Number(movement.amount_cents);
    if (movement.kind === 'REFUND') paidCents -= cents;
    else {
      paidCents += cents;
      if (lastPaidOn === null || movement.paid_on > lastPaidOn) lastPaidOn = movement.paid_on;
    }
  }
  return { paidCents, lastPaidOn };
};

/**
 * The movements an attestation counted: those recorded by its issue, cut after the last one
 * that brings the total to the amount it certifies (a payment recorded in the same instant but
 * committed after it is not one of them).
 */
const countedBy = (movements: readonly MovementRow[], paidCents: number): readonly MovementRow[] => {
  let running = 0;
  let end = -1;
  movements.forEach((movement, index) => {
    running += movement.kind === 'REFUND' ? -Number(movement.amount_cents) : Number(movement.amount_cents);
    if (running === paidCents) end = index;
  });
  return end < 0 ? movements : movements.slice(0, end + 1);
};

/** Another download of the same subscription and amount committed first: this one rolls back, giving its number back. */
class IssuedMeanwhile extends Error {
  constructor(readonly paidCents: number) {
    super('issued meanwhile');
  }
}

/**
 * Payment attestations (docs/product.md#fees-and-payments): what a family paid for a child's
 * season, net of refunds, certified for works councils and health insurers. Issued at the
 * first download with the season's next ATTESTATION number; a later download prints the same
 * one again while what was paid is unchanged, and issues a new one once it changed.
 */
export class AttestationsService {
  constructor(private readonly deps: AttestationsDeps) {}

  /** GET /subscription/:id/payment-attestation (admins). */
  async forSubscription(subscriptionId: number, language: Language): Promise<RenderedPdf> {
    return this.rendered(await this.issue(subscriptionId, language), language);
  }

  /**
   * GET /family/members/:id/payment-attestation: only for a member attached to the signed-in
   * address, of the season named by its label (the current one by default); 404 otherwise.
   */
  async forFamily(caller: FamilyCaller, memberId: number, seasonLabel: string | undefined, language: Language): Promise<RenderedPdf> {
    const members = await membersOfAddress(this.deps.db, caller.emailKey);
    if (!members.some((member) => member.id === memberId)) throw notFound('Student not found');
    const subscription = await subscriptionOfMemberInSeason(this.deps.db, memberId, seasonLabel);
    if (subscription === undefined) throw noSuchSubscription();
    return this.forSubscription(subscription.id, language);
  }

  /**
   * The attestation of what the subscription has paid now, issued if none says that amount.
   * Issued in one transaction with its number, the subscription's row held so a payment
   * recorded meanwhile waits: the amount certified is the one read. Two downloads at once of
   * the same amount issue one: the unique (subscription, amount) makes the second insert do
   * nothing, and that download rolls back (its number with it) and reads the first one's.
   */
  private async issue(subscriptionId: number, language: Language): Promise<AttestationRow> {
    const { db, dialect, clock } = this.deps;
    // Read outside a transaction first: a download of an issued attestation takes no write lock.
    const before = await this.paidNow(db, subscriptionId);
    const known = await findAttestationFor(db, subscriptionId, before.paidCents);
    if (known !== undefined) return known;

    const now = clock.now();
    try {
      const { id, issued } = await db.transaction().execute(async (trx) => {
        await lockSubscriptions(trx, [subscriptionId], dialect);
        const { paidCents, lastPaidOn } = await this.paidNow(trx, subscriptionId);
        // On SQLite, transactions take turns: one that waited finds the attestation the other committed.
        const existing = await findAttestationFor(trx, subscriptionId, paidCents);
        if (existing !== undefined) return { id: existing.id, issued: false };
        const row = (await findSubscriptionContext(trx, subscriptionId))!;
        await ensureDocumentSequence(trx, ATTESTATION_SEQUENCE, row.season_id);
        const number = await takeNextDocumentNumber(trx, ATTESTATION_SEQUENCE, row.season_id);
        const inserted = await insertAttestationUnlessIssued(trx, {
          subscription_id: subscriptionId,
          season_id: row.season_id,
          number,
          reference: attestationReference(row.season_label, number),
          issued_at: now.toISOString(),
          member_name: memberNameOf({ first_name: row.m_first_name, last_name: row.m_last_name }),
          member_birth_date: row.m_birth_date,
          payer_name: payerNameOf(row),
          payer_address: payerAddressOf(row, language).join('\n'),
          // The group the child swims in when it is issued, which the attestation names.
          description: row.group_name ?? '',
          paid_cents: paidCents,
          last_paid_on: lastPaidOn,
        });
        if (inserted === undefined) throw new IssuedMeanwhile(paidCents);
        return { id: inserted, issued: true };
      });
      const attestation = (await findAttestation(db, id))!;
      if (issued) {
        this.deps.log?.info(
          { event: 'payment_attestation_issued', subscriptionId, reference: attestation.reference },
          'payment attestation issued',
        );
      }
      return attestation;
    } catch (error) {
      if (!(error instanceof IssuedMeanwhile)) throw error;
      // Read once the transaction is over: on SQLite a read on the root connection inside it would wait for it forever.
      const attestation = await findAttestationFor(db, subscriptionId, error.paidCents);
      if (attestation === undefined) throw new Error(`The attestation of subscription ${subscriptionId} was issued but cannot be read`);
      return attestation;
    }
  }

  /** What the subscription has paid, net of refunds; 404 without the subscription, 409 when nothing was paid. */
  private async paidNow(db: Executor, subscriptionId: number) {
    if ((await findSubscriptionContext(db, subscriptionId)) === undefined) throw noSuchSubscription();
    const paid = paidOf(await movementsOf(db, subscriptionId));
    if (paid.paidCents <= 0) throw nothingPaid();
    return paid;
  }

  /** The PDF of an issued attestation: what it copied, and the movements recorded up to its issue. */
  private async rendered(row: AttestationRow, language: Language): Promise<RenderedPdf> {
    const movements = countedBy(await movementsOf(this.deps.db, row.subscription_id, row.issued_at), Number(row.paid_cents));
    const content = await renderPaymentAttestation(
      {
        reference: row.reference,
        issuedAt: row.issued_at,
        seasonLabel: row.season_label,
        memberName: row.member_name,
        memberBirthDate: row.member_birth_date,
        groupName: row.description === '' ? null : row.description,
        payerName: row.payer_name,
        payerAddress: row.payer_address === '' ? [] : row.payer_address.split('\n'),
        paidCents: Number(row.paid_cents),
        movements: movements.flatMap((movement) =>
          isPaymentMethod(movement.method)
            ? [
                {
                  paidOn: movement.paid_on,
                  method: movement.method,
                  amountCents: Number(movement.amount_cents),
                  receiptReference: movement.receipt_reference,
                  refund: movement.kind === 'REFUND',
                },
              ]
            : [],
        ),
        language,
      },
      await clubLegalIdentity(this.deps.club, language),
      await clubLetterhead(this.deps.club, language),
    );
    return { filename: `${FILE_NAME[language]}-${row.reference}.pdf`, content };
  }
}
