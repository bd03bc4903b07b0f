import { familyFees, type FeeSettings } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { readFeeSettings } from '../club/fees/repository.js';
import { subjectOf } from '../payments/accounts.js';
import { seasonSubscriptions, type SeasonSubscriptionRow } from './repository.js';

/** A subscription of the season with its charge as it stands and what it paid and got back. */
export interface SeasonAccount {
  row: SeasonSubscriptionRow;
  fees: { dueCents: number; paidCents: number; refundedCents: number };
}

/** PostgreSQL gives sums as strings (bigint). */
const cents = (value: unknown): number => Number(value ?? 0);

/** The family a subscription belongs to (docs/product.md#fees-and-payments): its member's guardian, or the member alone. */
export const familyKeyOf = (row: SeasonSubscriptionRow): string => (row.guardian_id === null ? `m${row.member_id}` : `g${row.guardian_id}`);

/**
 * The places of the season's rows by family, guardians' and lone members' apart: numbers as
 * keys, no string built per row.
 */
const familiesOf = (rows: readonly SeasonSubscriptionRow[]): number[][] => {
  const byGuardian = new Map<number, number[]>();
  const families: number[][] = [];
  rows.forEach((row, index) => {
    if (row.guardian_id === null) {
      families.push([index]);
      return;
    }
    const family = byGuardian.get(row.guardian_id);
    if (family === undefined) {
      const created = [index];
      byGuardian.set(row.guardian_id, created);
      families.push(created);
    } else family.push(index);
  });
  return families;
};

/**
 * Every subscription of a season priced as the ledger prices it (the domain's `familyFees` per
 * family, on the subjects features/payments builds), from one statement whatever the size of
 * the club, in the order of the ids. The rows are kept as read: copying a row of 28 columns into
 * a new object per subscription cost more than the whole pricing (docs/bench.md#treasury).
 */
export const seasonAccounts = async (db: Executor, seasonId: number): Promise<{ settings: FeeSettings; accounts: SeasonAccount[] }> => {
  const settings = await readFeeSettings(db);
  const rows = (await seasonSubscriptions(db, seasonId)).sort((a, b) => a.id - b.id);
  const dueCents = new Array<number>(rows.length).fill(0);
  for (const family of familiesOf(rows)) {
    // familyFees answers in the order of its subjects.
    const fees = familyFees(
      family.map((index) => subjectOf(rows[index]!)),
      settings,
    );
    family.forEach((index, position) => (dueCents[index] = fees[position]!.dueCents));
  }
  const accounts = rows.map((row, index): SeasonAccount => ({
    row,
    fees: { dueCents: dueCents[index]!, paidCents: cents(row.paid_cents), refundedCents: cents(row.refunded_cents) },
  }));
  return { settings, accounts };
};

/** What a subscription received: its payments less its refunds. */
export const receivedOf = (account: SeasonAccount): number => account.fees.paidCents - account.fees.refundedCents;
