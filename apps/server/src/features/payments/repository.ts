import type { Insertable } from 'kysely';
import { compiledPerExecutor, compiledPerListLength } from '../../db/compiled-query.js';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import type { FeeReductionTable, InstalmentPlanTable, PaymentAllocationTable, PaymentTable } from '../../db/types.js';

/** The sequence receipts are numbered in, per season (docs/product.md#fees-and-payments). */
export const RECEIPT_SEQUENCE = 'RECEIPT';

/**
 * The subscriptions of the family of one subscription in its season, with what their fees need
 * (docs/product.md#fees-and-payments): the family is the members who share the subscription's
 * member's guardian, or that member alone without one. Reductions, payments and refunds come
 * summed per subscription, in the same statement, so a subscription's account costs one query
 * whatever the size of the family. The family's members are found first, from the subscription's
 * member and its guardian, and their subscriptions of the season by (member, season): never
 * through every subscription of the season.
 */
const familySubscriptionsQuery = (db: Executor, subscriptionIds: readonly number[]) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('s.member_id', 's.season_id'),
        'in',
        selectFrom('subscriptions as target')
          .innerJoin('members as tm', 'tm.id', 'target.member_id')
          .innerJoin('members as fm', (join) =>
            join.on((on) =>
              on.or([
                on('fm.id', '=', on.ref('tm.id')),
                on.and([on('tm.guardian_id', 'is not', null), on('fm.guardian_id', '=', on.ref('tm.guardian_id'))]),
              ]),
            ),
          )
          .where('target.id', 'in', [...subscriptionIds])
          .select(['fm.id', 'target.season_id'])
          .$asTuple('id', 'season_id'),
      ),
    )
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
      'se.label as season_label',
      'g.name as group_name',
      'g.price_cents as group_price_cents',
      'g.resub_price_cents as group_resub_price_cents',
      'g.ffn_license as group_ffn_license',
      eb
        .selectFrom('fee_reductions as r')
        .whereRef('r.subscription_id', '=', 's.id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('r.amount_cents'), inner.lit(0)).as('total'))
        .as('reductions_cents'),
      eb
        .selectFrom('payment_allocations as pa')
        .innerJoin('payments as p', 'p.id', 'pa.payment_id')
        .whereRef('pa.subscription_id', '=', 's.id')
        .where('p.kind', '=', 'PAYMENT')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('pa.amount_cents'), inner.lit(0)).as('total'))
        .as('paid_cents'),
      eb
        .selectFrom('payment_allocations as pa')
        .innerJoin('payments as p', 'p.id', 'pa.payment_id')
        .whereRef('pa.subscription_id', '=', 's.id')
        .where('p.kind', '=', 'REFUND')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('pa.amount_cents'), inner.lit(0)).as('total'))
        .as('refunded_cents'),
    ])
    .orderBy('s.id');

export type FamilySubscriptionRow = Awaited<ReturnType<ReturnType<typeof familySubscriptionsQuery>['execute']>>[number];

/** Compiled once per database (or transaction): the family's reads and the edit screen ask it at every call. */
const familySubscriptionsById = compiledPerExecutor(['id'], (db: Executor, p: { id: number }) => familySubscriptionsQuery(db, [p.id]));

export const familySubscriptionsOf = (db: Executor, subscriptionId: number): Promise<FamilySubscriptionRow[]> =>
  familySubscriptionsById(db, { id: subscriptionId });

/**
 * The same for several subscriptions at once (a family's seasons), in one statement: the rows of
 * every family they belong to, by id. A row's family is its season and its member's guardian
 * (the member alone without one): `familyKeyOf` sorts them back.
 */
export const familiesSubscriptionsOf: (db: Executor, subscriptionIds: readonly number[]) => Promise<FamilySubscriptionRow[]> =
  compiledPerListLength(familySubscriptionsQuery);

/** Which family of a season a row of `familiesSubscriptionsOf` belongs to, as `familySubscriptionsQuery` joins them. */
export const familyKeyOf = (row: Pick<FamilySubscriptionRow, 'season_id' | 'guardian_id' | 'member_id'>): string =>
  row.guardian_id === null ? `${row.season_id}:member:${row.member_id}` : `${row.season_id}:guardian:${row.guardian_id}`;

/** Every subscription of some members, whatever the season, latest season first. */
export const subscriptionsOfMembers = compiledPerListLength((db: Executor, memberIds) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['s.id', 's.member_id', 's.season_id'])
    .where('s.member_id', 'in', [...memberIds])
    .orderBy('se.start_date', 'desc')
    .orderBy('s.id'),
);

/**
 * Holds the subscriptions' rows until the transaction ends, in the order of their ids (two
 * payments of one family never wait for each other in a circle): a second payment of the same
 * subscription reads its balance only once the first one committed. SQLite runs one writer at
 * a time already.
 */
export const lockSubscriptions = async (db: Executor, subscriptionIds: readonly number[], dialect: DialectName): Promise<void> => {
  if (dialect !== 'postgres' || subscriptionIds.length === 0) return;
  await db
    .selectFrom('subscriptions')
    .select('id')
    .where('id', 'in', [...subscriptionIds])
    .orderBy('id')
    .forUpdate()
    .execute();
};

/** The season's counter for a kind of document, created at 0 the first time; left as it is when it exists. */
export const ensureDocumentSequence = async (db: Executor, kind: string, seasonId: number): Promise<void> => {
  await db
    .insertInto('document_sequences')
    .values({ kind, season_id: seasonId, last_number: 0 })
    .onConflict((conflict) => conflict.columns(['kind', 'season_id']).doNothing())
    .execute();
};

/**
 * Takes the season's next number. The update locks the counter's row until the transaction
 * ends: a second recording waits, then counts from the first one's number; a rollback gives it back.
 */
export const takeNextDocumentNumber = async (db: Executor, kind: string, seasonId: number): Promise<number> => {
  const row = await db
    .updateTable('document_sequences')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('kind', '=', kind)
    .where('season_id', '=', seasonId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
};

export const insertPayment = async (db: Executor, payment: Insertable<PaymentTable>): Promise<number> =>
  (await db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow()).id;

export const insertAllocations = async (db: Executor, allocations: readonly Insertable<PaymentAllocationTable>[]): Promise<void> => {
  await db
    .insertInto('payment_allocations')
    .values([...allocations])
    .execute();
};

const paymentQuery = (db: Executor) =>
  db
    .selectFrom('payments as p')
    .innerJoin('seasons as se', 'se.id', 'p.season_id')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    .select([
      'p.id',
      'p.kind',
      'p.season_id',
      'p.receipt_number',
      'p.receipt_reference',
      'p.method',
      'p.reference',
      'p.paid_on',
      'p.deposit_on',
      'p.amount_cents',
      'p.reason',
      'p.payer_name',
      'p.payer_address',
      'p.recorded_at',
      'u.login as recorded_by_login',
      'se.label as season_label',
    ]);

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

export const findPayment = (db: Executor, paymentId: number): Promise<PaymentRow | undefined> =>
  paymentQuery(db).where('p.id', '=', paymentId).executeTakeFirst();

/**
 * The payments and refunds with an allocation to one of these subscriptions, newest first.
 * Compiled once per number of subscriptions, like the lists below: the family's payments page
 * and the staff's ledger ask them at every call (docs/bench.md).
 */
export const paymentsTouching: (db: Executor, subscriptionIds: readonly number[]) => Promise<PaymentRow[]> = compiledPerListLength(
  (db: Executor, subscriptionIds) =>
    paymentQuery(db)
      .where((eb) =>
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('payment_allocations')
            .select('payment_id')
            .where('subscription_id', 'in', [...subscriptionIds]),
        ),
      )
      .orderBy('p.recorded_at', 'desc')
      .orderBy('p.id', 'desc'),
);

/** The allocations of some payments, in the order they were given. */
export const allocationsOf = compiledPerListLength((db: Executor, paymentIds) =>
  db
    .selectFrom('payment_allocations')
    .select(['id', 'payment_id', 'subscription_id', 'member_name', 'amount_cents'])
    .where('payment_id', 'in', [...paymentIds])
    .orderBy('id'),
);

export type AllocationRow = Awaited<ReturnType<typeof allocationsOf>>[number];

export const insertReduction = async (db: Executor, reduction: Insertable<FeeReductionTable>): Promise<number> =>
  (await db.insertInto('fee_reductions').values(reduction).returning('id').executeTakeFirstOrThrow()).id;

/** A subscription's reductions, newest first, with who granted them. */
export const reductionsOf = (db: Executor, subscriptionId: number) =>
  db
    .selectFrom('fee_reductions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.amount_cents', 'r.reason', 'r.created_at', 'u.login as created_by_login'])
    .where('r.subscription_id', '=', subscriptionId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();

/** The instalment plans of some subscriptions (docs/product.md#instalments): count and first due day only. */
export const instalmentPlansOf = compiledPerListLength((db: Executor, subscriptionIds) =>
  db
    .selectFrom('instalment_plans')
    .select(['subscription_id', 'instalment_count', 'first_due_on'])
    .where('subscription_id', 'in', [...subscriptionIds]),
);

export type InstalmentPlanRow = Awaited<ReturnType<typeof instalmentPlansOf>>[number];

/** Sets a subscription's plan, replacing the one it had. */
export const saveInstalmentPlan = async (db: Executor, plan: Insertable<InstalmentPlanTable>): Promise<void> => {
  await db
    .insertInto('instalment_plans')
    .values(plan)
    .onConflict((conflict) =>
      conflict.column('subscription_id').doUpdateSet({
        instalment_count: plan.instalment_count,
        first_due_on: plan.first_due_on,
        updated_at: plan.updated_at,
        updated_by: plan.updated_by ?? null,
      }),
    )
    .execute();
};

/** Removes a subscription's plan; true when it had one. */
export const deleteInstalmentPlan = async (db: Executor, subscriptionId: number): Promise<boolean> => {
  const result = await db.deleteFrom('instalment_plans').where('subscription_id', '=', subscriptionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The overdue-instalment reminders sent about some subscriptions, oldest first (key `{subscriptionId}:{number}:{offset}`). */
export const overdueRemindersOf = compiledPerListLength((db: Executor, subscriptionIds) =>
  db
    .selectFrom('family_reminders')
    .select(['subscription_id', 'reminder_key', 'sent_at'])
    .where('kind', '=', 'INSTALMENT_OVERDUE')
    .where('subscription_id', 'in', [...subscriptionIds])
    .orderBy('sent_at')
    .orderBy('id'),
);
