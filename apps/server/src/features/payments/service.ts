import {
  makeRecordPaymentSchema,
  makeRecordRefundSchema,
  paymentDayOf,
  type FeesSummaryDto,
  type PaymentDto,
  type PaymentKind,
  type RecordReductionInput,
  type setInstalmentPlanSchema,
  type SubscriptionLedgerDto,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { zodIssuesToFields } from '../../lib/zod-fields.js';
import { recordAudit } from '../audit/record.js';
import type { ClubIdentity } from '../club/identity.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import type { RenderedPdf } from '../documents/service.js';
import { familyAccountsOf, feesSummaryOf } from './accounts.js';
import { allocationsByPayment, familyAccountDtoOf, paymentDtoOf, reductionDtoOf } from './dto.js';
import { renderedReceipt } from './receipt.js';
import { recordInTransaction } from './recording.js';
import { instalmentsOf } from './instalments.js';
import {
  allocationsOf,
  deleteInstalmentPlan,
  findPayment,
  insertReduction,
  lockSubscriptions,
  paymentsTouching,
  reductionsOf,
  saveInstalmentPlan,
} from './repository.js';

export interface PaymentsDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  club: ClubIdentity;
}

type SetInstalmentPlan = z.output<typeof setInstalmentPlanSchema>;

const noSuchPayment = () => notFound('No such payment');
const noSuchSubscription = () => notFound('Subscription not found');

/**
 * Fees, payments, refunds and reductions for admins (docs/product.md#fees-and-payments). A
 * charge is never stored: it is computed from the family as it stands (`familyFees`), and a
 * subscription's balance is that charge less what was paid plus what was given back.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** What the subscription owes, has paid and still owes. */
  feesOf(subscriptionId: number): Promise<FeesSummaryDto> {
    return feesSummaryOf(this.deps.db, subscriptionId);
  }

  /** GET /subscription/:id/ledger. */
  async ledger(subscriptionId: number): Promise<SubscriptionLedgerDto> {
    const { settings, accounts } = await familyAccountsOf(this.deps.db, subscriptionId);
    const own = accounts.find((account) => account.row.id === subscriptionId);
    if (own === undefined) throw noSuchSubscription();
    const payments = await paymentsTouching(
      this.deps.db,
      accounts.map((account) => account.row.id),
    );
    const allocations = allocationsByPayment(
      await allocationsOf(
        this.deps.db,
        payments.map((payment) => payment.id),
      ),
    );
    const instalments = await instalmentsOf(this.deps.db, accounts, paymentDayOf(this.deps.clock.now()));
    return {
      subscriptionId,
      seasonId: own.row.season_id,
      fees: own.fees,
      discountRankRule: settings.discountRankRule,
      family: accounts.map((account) => familyAccountDtoOf(account, instalments.get(account.row.id) ?? null)),
      payments: payments.map((payment) => paymentDtoOf(payment, allocations.get(payment.id) ?? [])),
      reductions: (await reductionsOf(this.deps.db, subscriptionId)).map(reductionDtoOf),
    };
  }

  /** POST /payment/: validated here with today's date (a payment is never dated in the future). */
  recordPayment(body: unknown, actorId: number): Promise<PaymentDto> {
    const now = this.deps.clock.now();
    const parsed = makeRecordPaymentSchema(now).safeParse(body);
    if (!parsed.success) throw badRequest(zodIssuesToFields(parsed.error.issues));
    return this.record('PAYMENT', parsed.data, actorId, now);
  }

  /** POST /payment/refunds. */
  recordRefund(body: unknown, actorId: number): Promise<PaymentDto> {
    const now = this.deps.clock.now();
    const parsed = makeRecordRefundSchema(now).safeParse(body);
    if (!parsed.success) throw badRequest(zodIssuesToFields(parsed.error.issues));
    return this.record('REFUND', parsed.data, actorId, now);
  }

  /** POST /subscription/:id/reductions: granted with its reason, audited (the amount, never the reason: it may be personal). */
  async addReduction(subscriptionId: number, input: RecordReductionInput, actorId: number): Promise<SubscriptionLedgerDto> {
    const now = this.deps.clock.now();
    const reductionId = await this.deps.db.transaction().execute(async (trx) => {
      await lockSubscriptions(trx, [subscriptionId], this.deps.dialect);
      const { accounts } = await familyAccountsOf(trx, subscriptionId);
      if (!accounts.some((account) => account.row.id === subscriptionId)) throw noSuchSubscription();
      const id = await insertReduction(trx, {
        subscription_id: subscriptionId,
        amount_cents: input.amountCents,
        reason: input.reason,
        created_at: now.toISOString(),
        created_by: actorId,
      });
      await recordAudit(trx, {
        at: now,
        actorId,
        action: 'FEE_REDUCTION_GRANTED',
        targetType: 'SUBSCRIPTION',
        targetId: subscriptionId,
        details: { reductionId: id, amountCents: input.amountCents },
      });
      return id;
    });
    this.deps.log.info({ event: 'fee_reduction_granted', subscriptionId, reductionId, actorId }, 'fee reduction granted');
    return this.ledger(subscriptionId);
  }

  /**
   * PUT /subscription/:id/instalments (docs/product.md#instalments): the plan's count and first
   * due day, replacing the one the subscription had; the parts follow its charge. Audited.
   */
  async setPlan(subscriptionId: number, input: SetInstalmentPlan, actorId: number): Promise<SubscriptionLedgerDto> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockExisting(trx, subscriptionId);
      await saveInstalmentPlan(trx, {
        subscription_id: subscriptionId,
        instalment_count: input.count,
        first_due_on: input.firstDueOn,
        updated_at: now.toISOString(),
        updated_by: actorId,
      });
      await recordAudit(trx, {
        at: now,
        actorId,
        action: 'INSTALMENT_PLAN_SET',
        targetType: 'SUBSCRIPTION',
        targetId: subscriptionId,
        details: { count: input.count, firstDueOn: input.firstDueOn },
      });
    });
    this.deps.log.info({ event: 'instalment_plan_set', subscriptionId, count: input.count, actorId }, 'instalment plan set');
    return this.ledger(subscriptionId);
  }

  /** DELETE /subscription/:id/instalments: back to the whole charge at once. Audited when there was a plan. */
  async removePlan(subscriptionId: number, actorId: number): Promise<SubscriptionLedgerDto> {
    const now = this.deps.clock.now();
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      await this.lockExisting(trx, subscriptionId);
      if (!(await deleteInstalmentPlan(trx, subscriptionId))) return false;
      await recordAudit(trx, {
        at: now,
        actorId,
        action: 'INSTALMENT_PLAN_REMOVED',
        targetType: 'SUBSCRIPTION',
        targetId: subscriptionId,
      });
      return true;
    });
    if (removed) this.deps.log.info({ event: 'instalment_plan_removed', subscriptionId, actorId }, 'instalment plan removed');
    return this.ledger(subscriptionId);
  }

  /** GET /payment/:id. */
  async payment(paymentId: number): Promise<PaymentDto> {
    const row = await findPayment(this.deps.db, paymentId);
    if (row === undefined) throw noSuchPayment();
    return paymentDtoOf(row, await allocationsOf(this.deps.db, [paymentId]));
  }

  /** GET /payment/:id/receipt: a refund has no receipt. */
  async receipt(paymentId: number, language: Language): Promise<RenderedPdf> {
    const row = await findPayment(this.deps.db, paymentId);
    if (row === undefined || row.kind !== 'PAYMENT') throw noSuchPayment();
    return renderedReceipt(this.deps.club, row, await allocationsOf(this.deps.db, [paymentId]), language);
  }

  /** Holds the subscription's row for the transaction (a payment of it waits); 404 when there is none. */
  private async lockExisting(trx: Transaction<DB>, subscriptionId: number): Promise<void> {
    await lockSubscriptions(trx, [subscriptionId], this.deps.dialect);
    if ((await findSubscriptionContext(trx, subscriptionId)) === undefined) throw noSuchSubscription();
  }

  private async record(kind: PaymentKind, input: Parameters<typeof recordInTransaction>[2]['input'], actorId: number, now: Date) {
    const paymentId = await this.deps.db
      .transaction()
      .execute((trx) => recordInTransaction(trx, this.deps.dialect, { kind, input, actorId, now }));
    const payment = await this.payment(paymentId);
    this.deps.log.info(
      { event: kind === 'PAYMENT' ? 'payment_recorded' : 'refund_recorded', paymentId, receipt: payment.receiptReference, actorId },
      kind === 'PAYMENT' ? 'payment recorded' : 'refund recorded',
    );
    return payment;
  }
}
