import type { PaymentMethod } from '@club/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';

/**
 * The treasurer's reads (docs/product.md#treasury). A season is read whole in a fixed number of
 * statements, each grouped in the database: never one query per subscription or per family,
 * so the cost grows with the rows, not with round trips.
 */

/** The season asked for, or the current one. */
export const findSeason = (db: Executor, seasonId: number | undefined) => {
  const query = db.selectFrom('seasons').select(['id', 'label']);
  return (seasonId === undefined ? query.where('is_current', '=', 1) : query.where('id', '=', seasonId)).executeTakeFirst();
};

/** The section "Aucune" and the group "Aucun", as the app names what has none. */
export const noneNames = async (db: Executor) => {
  const section = await db.selectFrom('sections').select(['id', 'name']).where('system_role', '=', 'NONE').executeTakeFirst();
  const group = await db.selectFrom('groups').select('name').where('system_role', '=', 'NONE').executeTakeFirst();
  return { section: section ?? null, groupName: group?.name ?? null };
};

/** What a subscription's allocations of one kind add up to (0 without any). */
const allocatedTo = (eb: ExpressionBuilder<SeasonJoin, 's'>, kind: 'PAYMENT' | 'REFUND') =>
  eb
    .selectFrom('payment_allocations as pa')
    .innerJoin('payments as p', 'p.id', 'pa.payment_id')
    .whereRef('pa.subscription_id', '=', 's.id')
    .where('p.kind', '=', kind)
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('pa.amount_cents'), inner.lit(0)).as('total'));

type SeasonJoin = DB & { s: DB['subscriptions'] };

/**
 * Every subscription of a season with what its charge needs (the columns of
 * features/payments' family rows, its reductions, payments and refunds summed the same way, so
 * the same fee code prices them), its group and section, and who to call about it: the whole
 * season in one statement. In no order: sorting wide rows in the database cost more than
 * sorting them by id afterwards.
 */
export const seasonSubscriptions = (db: Executor, seasonId: number) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('sections as sec', 'sec.id', 'g.section_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .where('s.season_id', '=', seasonId)
    .select((eb) => [
      's.id',
      's.member_id',
      's.season_id',
      's.state',
      's.is_new',
      's.submitted_at',
      's.created_at',
      'm.first_name',
      'm.last_name',
      'm.birth_date',
      'm.guardian_id',
      'm.email as member_email',
      'm.phone_number as member_phone',
      'se.label as season_label',
      'g.id as group_id',
      'g.name as group_name',
      'g.price_cents as group_price_cents',
      'g.resub_price_cents as group_resub_price_cents',
      'g.ffn_license as group_ffn_license',
      'sec.id as section_id',
      'sec.name as section_name',
      'gu.first_name as guardian_first_name',
      'gu.last_name as guardian_last_name',
      'gu.email as guardian_email',
      'gu.phone_number as guardian_phone',
      eb
        .selectFrom('fee_reductions as r')
        .whereRef('r.subscription_id', '=', 's.id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('r.amount_cents'), inner.lit(0)).as('total'))
        .as('reductions_cents'),
      allocatedTo(eb, 'PAYMENT').as('paid_cents'),
      allocatedTo(eb, 'REFUND').as('refunded_cents'),
    ])
    .execute();

export type SeasonSubscriptionRow = Awaited<ReturnType<typeof seasonSubscriptions>>[number];

/** What came in over the season, summed per method and kind. */
export const seasonMethodTotals = (db: Executor, seasonId: number) =>
  db
    .selectFrom('payments')
    .where('season_id', '=', seasonId)
    .groupBy(['method', 'kind'])
    .select((eb) => ['method', 'kind', eb.fn.sum<number>('amount_cents').as('total')])
    .execute();

/** The instalment plans of the season's subscriptions (count and first due day only). */
export const seasonInstalmentPlans = (db: Executor, seasonId: number) =>
  db
    .selectFrom('instalment_plans as ip')
    .innerJoin('subscriptions as s', 's.id', 'ip.subscription_id')
    .where('s.season_id', '=', seasonId)
    .select(['ip.subscription_id', 'ip.instalment_count', 'ip.first_due_on'])
    .execute();

/** The overdue-instalment reminders sent about the season's subscriptions (key `{subscriptionId}:{number}:{offset}`). */
export const seasonOverdueReminders = (db: Executor, seasonId: number) =>
  db
    .selectFrom('family_reminders as fr')
    .innerJoin('subscriptions as s', 's.id', 'fr.subscription_id')
    .where('s.season_id', '=', seasonId)
    .where('fr.kind', '=', 'INSTALMENT_OVERDUE')
    .select(['fr.subscription_id', 'fr.reminder_key', 'fr.sent_at'])
    .execute();

export interface CashBookFilter {
  from: string;
  to: string;
  method: PaymentMethod | undefined;
}

const paymentsPaidBetween = (db: Executor, { from, to, method }: CashBookFilter) => {
  const query = db.selectFrom('payments as p').where('p.paid_on', '>=', from).where('p.paid_on', '<=', to);
  return method === undefined ? query : query.where('p.method', '=', method);
};

const CASH_BOOK_COLUMNS = [
  'p.id',
  'p.kind',
  'p.paid_on',
  'p.deposit_on',
  'p.method',
  'p.reference',
  'p.receipt_reference',
  'p.payer_name',
  'p.amount_cents',
] as const;

/**
 * The payments and refunds paid in a period, oldest first. Within a day the order of the ids
 * is the order of the receipts: each season numbers its receipts as they are recorded.
 */
const cashBookInOrder = (db: Executor, filter: CashBookFilter) =>
  paymentsPaidBetween(db, filter).select(CASH_BOOK_COLUMNS).orderBy('p.paid_on').orderBy('p.id');

/** The whole period, for the export (docs/product.md#treasury): it lists every entry. */
export const cashBookPayments = (db: Executor, filter: CashBookFilter) => cashBookInOrder(db, filter).execute();

export type CashBookPaymentRow = Awaited<ReturnType<typeof cashBookPayments>>[number];

/** One page of the period, in the same order: the screen shows a page, never the whole period. */
export const cashBookPagePayments = (db: Executor, filter: CashBookFilter, page: { offset: number; limit: number }) =>
  cashBookInOrder(db, filter).limit(page.limit).offset(page.offset).execute();

/**
 * The period's entries counted and summed per method and kind, in the database: the totals and
 * the count of a page's period without reading its rows.
 */
export const cashBookMethodTotals = (db: Executor, filter: CashBookFilter) =>
  paymentsPaidBetween(db, filter)
    .groupBy(['p.method', 'p.kind'])
    .select((eb) => [
      'p.method',
      'p.kind',
      eb.fn.countAll<number | string>().as('entries'),
      eb.fn.sum<number | string>('p.amount_cents').as('total'),
    ])
    .execute();

export type CashBookMethodTotalRow = Awaited<ReturnType<typeof cashBookMethodTotals>>[number];

/** The children's names copied on the whole period's payments (the export), in the order given. */
export const cashBookMembers = (db: Executor, filter: CashBookFilter) =>
  paymentsPaidBetween(db, filter)
    .innerJoin('payment_allocations as pa', 'pa.payment_id', 'p.id')
    .select(['pa.payment_id', 'pa.member_name'])
    .orderBy('pa.id')
    .execute();

export type CashBookMemberRow = Awaited<ReturnType<typeof cashBookMembers>>[number];

/** The children's names copied on some payments (a page's), in the order given. */
export const cashBookMembersOf = async (db: Executor, paymentIds: readonly number[]): Promise<CashBookMemberRow[]> =>
  paymentIds.length === 0
    ? []
    : db
        .selectFrom('payment_allocations as pa')
        .where('pa.payment_id', 'in', paymentIds)
        .select(['pa.payment_id', 'pa.member_name'])
        .orderBy('pa.id')
        .execute();

/** The cheques handed in to be cashed on a day, in the order they were recorded. */
export const chequesToDeposit = (db: Executor, on: string) =>
  db
    .selectFrom('payments')
    .where('kind', '=', 'PAYMENT')
    .where('method', '=', 'CHEQUE')
    .where('deposit_on', '=', on)
    .select(['id', 'reference', 'payer_name', 'paid_on', 'receipt_reference', 'amount_cents'])
    .orderBy('id')
    .execute();
