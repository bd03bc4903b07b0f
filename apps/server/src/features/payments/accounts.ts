import { balanceOf, familyFees, type FeeBreakdownDto, type FeeSettings, type FeeSubject, type FeesSummaryDto } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { readFeeSettings } from '../club/fees/repository.js';
import { familySubscriptionsOf, type FamilySubscriptionRow } from './repository.js';

/** One subscription of a family with its fees as they stand now (docs/product.md#fees-and-payments). */
export interface Account {
  row: FamilySubscriptionRow;
  fees: FeeBreakdownDto;
}

/** PostgreSQL gives sums as strings (bigint). */
const cents = (value: unknown): number => Number(value ?? 0);

/** The group's price for a new member, its renewal price otherwise; nothing without a group. */
const groupFeeOf = (row: FamilySubscriptionRow): number => {
  if (row.group_price_cents === null || row.group_resub_price_cents === null) return 0;
  return cents(row.is_new === 1 ? row.group_price_cents : row.group_resub_price_cents);
};

/** What the domain's `familyFees` prices of a subscription (the treasury's season prices its rows with it too). */
export const subjectOf = (row: FamilySubscriptionRow): FeeSubject => ({
  subscriptionId: row.id,
  memberId: row.member_id,
  birthDate: row.birth_date,
  groupFeeCents: groupFeeOf(row),
  licence: row.group_ffn_license === 1,
  reductionsCents: cents(row.reductions_cents),
  cancelled: row.state === 'CANCELLED',
});

/**
 * The accounts of a family's subscriptions, by rank (cancelled ones last). The charge is
 * derived from the family as it stands, never stored: a child joining, leaving or changing
 * group moves the others' discounts at once.
 */
export const accountsOf = (rows: readonly FamilySubscriptionRow[], settings: FeeSettings): Account[] => {
  const fees = new Map(familyFees(rows.map(subjectOf), settings).map((fee) => [fee.subscriptionId, fee]));
  return rows
    .map((row) => {
      const fee = fees.get(row.id)!;
      const totals = { dueCents: fee.dueCents, paidCents: cents(row.paid_cents), refundedCents: cents(row.refunded_cents) };
      return { row, fees: { ...fee, ...totals, balanceCents: balanceOf(totals) } };
    })
    .sort((a, b) => (a.fees.rank ?? Number.MAX_SAFE_INTEGER) - (b.fees.rank ?? Number.MAX_SAFE_INTEGER) || a.row.id - b.row.id);
};

/** The family of a subscription with its accounts; empty when the subscription does not exist. Two queries. */
export const familyAccountsOf = async (db: Executor, subscriptionId: number): Promise<{ settings: FeeSettings; accounts: Account[] }> => {
  const settings = await readFeeSettings(db);
  const rows = await familySubscriptionsOf(db, subscriptionId);
  return { settings, accounts: accountsOf(rows, settings) };
};

/** `fees` of the subscription's edit screen: what it owes, has paid (net of refunds) and still owes. */
export const feesSummaryOf = async (db: Executor, subscriptionId: number): Promise<FeesSummaryDto> => {
  const { accounts } = await familyAccountsOf(db, subscriptionId);
  const fees = accounts.find((account) => account.row.id === subscriptionId)?.fees;
  if (fees === undefined) return { dueCents: 0, paidCents: 0, balanceCents: 0 };
  return { dueCents: fees.dueCents, paidCents: fees.paidCents - fees.refundedCents, balanceCents: fees.balanceCents };
};

export const memberNameOf = (row: { first_name: string; last_name: string }): string => `${row.first_name} ${row.last_name}`.trim();
