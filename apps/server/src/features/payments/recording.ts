import {
  MSG,
  payableCents,
  PAYMENT_MSG,
  refundableCents,
  type PaymentKind,
  type PaymentTickRule,
  type RecordPayment,
  type RecordRefund,
} from '@club/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { asLanguage } from '../../lib/language.js';
import { recordAudit } from '../audit/record.js';
import { payerAddressOf, payerNameOf } from '../invoices/draft.js';
import { tickChecklistItem } from '../subscriptions/checklist-tick.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { familyAccountsOf, memberNameOf, type Account } from './accounts.js';
import { receiptReference } from './dto.js';
import { netPaidOf, planOf, scheduleOf, type InstalmentPlan } from './instalments.js';
import {
  ensureDocumentSequence,
  insertAllocations,
  instalmentPlansOf,
  insertPayment,
  lockSubscriptions,
  RECEIPT_SEQUENCE,
  takeNextDocumentNumber,
} from './repository.js';

export interface Recording {
  kind: PaymentKind;
  input: RecordPayment | RecordRefund;
  actorId: number;
  now: Date;
}

/** What an allocation may not exceed: the balance still owed for a payment, what was paid and not given back for a refund. */
const limitOf = (kind: PaymentKind, account: Account): number =>
  kind === 'PAYMENT' ? payableCents(account.fees) : refundableCents(account.fees);

/**
 * The family's accounts once the allocations are checked (docs/product.md#fees-and-payments):
 * every subscription belongs to the family of the first one in its season, and no amount is
 * more than its limit. Read inside the recording transaction, after the subscriptions' rows
 * are held, so two payments at once cannot together exceed a balance.
 */
const checkedAccounts = async (trx: Transaction<DB>, kind: PaymentKind, allocations: RecordPayment['allocations']) => {
  const { settings, accounts } = await familyAccountsOf(trx, allocations[0]!.subscriptionId);
  if (accounts.length === 0) throw badRequest({ 'allocations.0.subscriptionId': MSG.invalid });
  const byId = new Map(accounts.map((account) => [account.row.id, account]));
  const fields: Record<string, string> = {};
  allocations.forEach((allocation, index) => {
    const account = byId.get(allocation.subscriptionId);
    if (account === undefined) fields[`allocations.${index}.subscriptionId`] = PAYMENT_MSG.oneFamily;
    else if (allocation.amountCents > limitOf(kind, account)) fields[`allocations.${index}.amountCents`] = PAYMENT_MSG.exceedsBalance;
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return { settings, byId };
};

/**
 * Records a payment or a refund in the caller's transaction and gives its id. A payment takes
 * the next receipt number of its season in the same transaction (1, 2, 3… without a gap; a
 * rollback gives it back); a refund has none. The payer's name and address are copied as the
 * receipt prints them. A payment that settles a subscription's charge ticks its `payment`
 * item as staff ticking does, with the payment's method and day.
 */
export const recordInTransaction = async (trx: Transaction<DB>, dialect: DialectName, recording: Recording): Promise<number> => {
  const { kind, input, actorId, now } = recording;
  const subscriptionIds = input.allocations.map((allocation) => allocation.subscriptionId);
  await lockSubscriptions(
    trx,
    [...subscriptionIds].sort((a, b) => a - b),
    dialect,
  );
  const { settings, byId: accounts } = await checkedAccounts(trx, kind, input.allocations);
  const first = accounts.get(subscriptionIds[0]!)!.row;
  const context = await findSubscriptionContext(trx, first.id);
  if (context === undefined) throw notFound('Subscription not found');

  let receiptNumber: number | null = null;
  if (kind === 'PAYMENT') {
    await ensureDocumentSequence(trx, RECEIPT_SEQUENCE, first.season_id);
    receiptNumber = await takeNextDocumentNumber(trx, RECEIPT_SEQUENCE, first.season_id);
  }
  const amountCents = input.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  const paymentId = await insertPayment(trx, {
    kind,
    season_id: first.season_id,
    receipt_number: receiptNumber,
    receipt_reference: receiptNumber === null ? null : receiptReference(first.season_label, receiptNumber),
    method: input.method,
    reference: input.reference,
    paid_on: input.paidOn,
    deposit_on: 'depositOn' in input ? input.depositOn : null,
    amount_cents: amountCents,
    reason: 'reason' in input ? input.reason : null,
    payer_name: payerNameOf(context),
    payer_address: payerAddressOf(context, asLanguage(context.m_language ?? context.gu_language)).join('\n'),
    recorded_at: now.toISOString(),
    recorded_by: actorId,
  });
  await insertAllocations(
    trx,
    input.allocations.map((allocation) => ({
      payment_id: paymentId,
      subscription_id: allocation.subscriptionId,
      member_name: memberNameOf(accounts.get(allocation.subscriptionId)!.row),
      amount_cents: allocation.amountCents,
    })),
  );
  if (kind === 'PAYMENT') await tickSettled(trx, input as RecordPayment, { accounts, rule: settings.paymentTickRule }, actorId, now);
  await recordAudit(trx, {
    at: now,
    actorId,
    action: kind === 'PAYMENT' ? 'PAYMENT_RECORDED' : 'REFUND_RECORDED',
    targetType: 'PAYMENT',
    targetId: paymentId,
    details: { seasonId: first.season_id, amountCents, method: input.method, receiptNumber, subscriptionIds },
  });
  return paymentId;
};

/**
 * The least the subscription must have been paid (net of refunds) for its `payment` item to
 * tick itself (docs/product.md#instalments): the whole charge under BALANCE_ZERO; the first
 * instalment under FIRST_INSTALMENT, the whole charge when there is no plan.
 */
const tickThreshold = (rule: PaymentTickRule, dueCents: number, plan: InstalmentPlan | null): number =>
  rule === 'FIRST_INSTALMENT' && plan !== null ? scheduleOf(dueCents, plan, plan.firstDueOn)[0]!.amountCents : dueCents;

/** Ticks `payment` on each subscription, owing something, this payment brings to its tick rule's threshold. */
const tickSettled = async (
  trx: Transaction<DB>,
  input: RecordPayment,
  family: { accounts: Map<number, Account>; rule: PaymentTickRule },
  actorId: number,
  now: Date,
) => {
  const ids = input.allocations.map((allocation) => allocation.subscriptionId);
  const plans = new Map((await instalmentPlansOf(trx, ids)).map((row) => [row.subscription_id, planOf(row)]));
  for (const allocation of input.allocations) {
    const { fees } = family.accounts.get(allocation.subscriptionId)!;
    const threshold = tickThreshold(family.rule, fees.dueCents, plans.get(allocation.subscriptionId) ?? null);
    if (fees.dueCents <= 0 || netPaidOf(fees) + allocation.amountCents < threshold) continue;
    const row = await findSubscriptionContext(trx, allocation.subscriptionId);
    if (row === undefined) continue;
    await tickChecklistItem(trx, row, 'payment', actorId, now, { payment_method: input.method, paid_on: input.paidOn });
  }
};
