import type { FeeSettings } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { readFeeSettings } from '../club/fees/repository.js';
import { accountsOf, type Account } from '../payments/accounts.js';
import { seasonAllocationTotals, seasonReductionTotals, seasonSubscriptions, type SeasonSubscriptionRow } from './repository.js';

/** A subscription of the season with its charge as it stands and what it paid and got back. */
export interface SeasonAccount extends Account {
  row: Account['row'] & SeasonSubscriptionRow;
}

/** PostgreSQL gives sums as strings (bigint). */
const cents = (value: unknown): number => Number(value ?? 0);

const totalsBySubscription = (rows: readonly { subscription_id: number | null; total: unknown }[]): Map<number, number> =>
  new Map(rows.flatMap((row) => (row.subscription_id === null ? [] : [[row.subscription_id, cents(row.total)] as const])));

/** The family a subscription belongs to (docs/product.md#fees-and-payments): its member's guardian, or the member alone. */
export const familyKeyOf = (row: SeasonSubscriptionRow): string => (row.guardian_id === null ? `m${row.member_id}` : `g${row.guardian_id}`);

/**
 * Every subscription of a season priced as the ledger prices it (features/payments'
 * `accountsOf`, i.e. the domain's `familyFees` per family), from four statements whatever the
 * size of the club: the subscriptions, then reductions, payments and refunds summed per
 * subscription in the database.
 */
export const seasonAccounts = async (db: Executor, seasonId: number): Promise<{ settings: FeeSettings; accounts: SeasonAccount[] }> => {
  const settings = await readFeeSettings(db);
  const rows = await seasonSubscriptions(db, seasonId);
  const reductions = totalsBySubscription(await seasonReductionTotals(db, seasonId));
  const allocations = await seasonAllocationTotals(db, seasonId);
  const paid = totalsBySubscription(allocations.filter((row) => row.kind === 'PAYMENT'));
  const refunded = totalsBySubscription(allocations.filter((row) => row.kind === 'REFUND'));

  const families = new Map<string, (SeasonSubscriptionRow & { reductions_cents: number; paid_cents: number; refunded_cents: number })[]>();
  for (const row of rows) {
    const key = familyKeyOf(row);
    const family = families.get(key) ?? [];
    family.push({
      ...row,
      reductions_cents: reductions.get(row.id) ?? 0,
      paid_cents: paid.get(row.id) ?? 0,
      refunded_cents: refunded.get(row.id) ?? 0,
    });
    families.set(key, family);
  }
  const accounts = [...families.values()].flatMap((family) => accountsOf(family, settings) as SeasonAccount[]);
  return { settings, accounts: accounts.sort((a, b) => a.row.id - b.row.id) };
};

/** What a subscription received: its payments less its refunds. */
export const receivedOf = (account: Account): number => account.fees.paidCents - account.fees.refundedCents;
