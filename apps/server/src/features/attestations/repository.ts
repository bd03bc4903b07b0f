import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { PaymentAttestationTable } from '../../db/types.js';

/** The sequence payment attestations are numbered in, per season (docs/product.md#fees-and-payments). */
export const ATTESTATION_SEQUENCE = 'ATTESTATION';

const ATTESTATION_COLUMNS = [
  'pa.id',
  'pa.subscription_id',
  'pa.season_id',
  'pa.number',
  'pa.reference',
  'pa.issued_at',
  'pa.member_name',
  'pa.member_birth_date',
  'pa.payer_name',
  'pa.payer_address',
  'pa.description',
  'pa.paid_cents',
  'pa.last_paid_on',
  'se.label as season_label',
] as const;

const attestationQuery = (db: Executor) =>
  db.selectFrom('payment_attestations as pa').innerJoin('seasons as se', 'se.id', 'pa.season_id').select(ATTESTATION_COLUMNS);

export type AttestationRow = Awaited<ReturnType<ReturnType<typeof attestationQuery>['executeTakeFirstOrThrow']>>;

/** The attestation issued for a subscription when it had paid exactly this much, if any. */
export const findAttestationFor = (db: Executor, subscriptionId: number, paidCents: number): Promise<AttestationRow | undefined> =>
  attestationQuery(db).where('pa.subscription_id', '=', subscriptionId).where('pa.paid_cents', '=', paidCents).executeTakeFirst();

/**
 * Inserts the attestation unless one for the same subscription and amount exists (then
 * nothing: undefined), which is how two downloads at once issue one.
 */
export const insertAttestationUnlessIssued = async (
  db: Executor,
  attestation: Insertable<PaymentAttestationTable>,
): Promise<number | undefined> =>
  (
    await db
      .insertInto('payment_attestations')
      .values(attestation)
      .onConflict((conflict) => conflict.columns(['subscription_id', 'paid_cents']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

export const findAttestation = (db: Executor, id: number): Promise<AttestationRow | undefined> =>
  attestationQuery(db).where('pa.id', '=', id).executeTakeFirst();

/**
 * The payments and refunds of one subscription, in the order they were recorded (a
 * subscription's are recorded one at a time), with the part of each that went to it; up to an
 * instant when given.
 */
export const movementsOf = (db: Executor, subscriptionId: number, recordedUpTo?: string) => {
  let query = db
    .selectFrom('payment_allocations as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select(['p.id', 'p.kind', 'p.paid_on', 'p.method', 'p.receipt_reference', 'p.recorded_at', 'a.amount_cents'])
    .where('a.subscription_id', '=', subscriptionId);
  if (recordedUpTo !== undefined) query = query.where('p.recorded_at', '<=', recordedUpTo);
  return query.orderBy('p.id').orderBy('a.id').execute();
};

export type MovementRow = Awaited<ReturnType<typeof movementsOf>>[number];

/** A member's subscription of one season (by its label), or of the current season when none is named. */
export const subscriptionOfMemberInSeason = (db: Executor, memberId: number, seasonLabel: string | undefined) => {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select('s.id')
    .where('s.member_id', '=', memberId);
  query = seasonLabel === undefined ? query.where('se.is_current', '=', 1) : query.where('se.label', '=', seasonLabel);
  return query.executeTakeFirst();
};
