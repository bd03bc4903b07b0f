import {
  DISCOUNT_RANK_RULES,
  PAYMENT_TICK_RULES,
  type DiscountRankRule,
  type DiscountTier,
  type FeeSettings,
  type PaymentTickRule,
} from '@club/domain';
import { compiledSingleRow } from '../../../db/compiled-query.js';
import type { Executor } from '../../../db/executor.js';

/** The settings row has this id, and no other row exists (migration 015). */
const SETTINGS_ID = 1;

const feesQuery = (db: Executor) =>
  db
    .selectFrom('club_settings as c')
    .leftJoin('users as u', 'u.id', 'c.fees_updated_by')
    .select([
      'c.licence_fee_cents',
      'c.family_discounts',
      'c.discount_rank_rule',
      'c.payment_tick_rule',
      'c.overdue_reminder_offsets',
      'c.fees_version',
      'c.fees_updated_at',
      'u.login as updated_by_login',
    ])
    .where('c.id', '=', SETTINGS_ID);

export type FeeSettingsRow = Awaited<ReturnType<ReturnType<typeof feesQuery>['executeTakeFirstOrThrow']>>;

/** Compiled once per database: every price and payment reads it. */
export const readFeeSettingsRow: (db: Executor) => Promise<FeeSettingsRow> = compiledSingleRow('The club settings row', feesQuery);

const isRankRule = (value: string): value is DiscountRankRule => (DISCOUNT_RANK_RULES as readonly string[]).includes(value);

const isTier = (value: unknown): value is DiscountTier =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as DiscountTier).fromRank) &&
  Number.isInteger((value as DiscountTier).percent);

const isTickRule = (value: string): value is PaymentTickRule => (PAYMENT_TICK_RULES as readonly string[]).includes(value);

/** A JSON array of whole days; anything else reads as none. */
const daysOf = (json: string): number[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0).sort((a, b) => a - b) : [];
};

/** The tiers column holds a JSON array of `{fromRank, percent}`; anything else reads as no discount. */
const tiersOf = (json: string): DiscountTier[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter(isTier).sort((a, b) => a.fromRank - b.fromRank) : [];
};

export const feeSettingsOf = (row: FeeSettingsRow): FeeSettings => ({
  licenceFeeCents: Number(row.licence_fee_cents),
  familyDiscounts: tiersOf(row.family_discounts),
  discountRankRule: isRankRule(row.discount_rank_rule) ? row.discount_rank_rule : 'PRICE_DESC',
  paymentTickRule: isTickRule(row.payment_tick_rule) ? row.payment_tick_rule : 'BALANCE_ZERO',
  overdueReminderOffsetsDays: daysOf(row.overdue_reminder_offsets),
});

/** The fee settings the server applies now (docs/product.md#fees-and-payments). */
export const readFeeSettings = async (db: Executor): Promise<FeeSettings> => feeSettingsOf(await readFeeSettingsRow(db));

/** Saves when the version still matches; false when someone saved in between. */
export const updateFeeSettings = async (
  db: Executor,
  settings: FeeSettings,
  change: { expectedVersion: number; at: string; actorId: number },
): Promise<boolean> => {
  const result = await db
    .updateTable('club_settings')
    .set((eb) => ({
      licence_fee_cents: settings.licenceFeeCents,
      family_discounts: JSON.stringify(settings.familyDiscounts),
      discount_rank_rule: settings.discountRankRule,
      payment_tick_rule: settings.paymentTickRule,
      overdue_reminder_offsets: JSON.stringify(settings.overdueReminderOffsetsDays),
      fees_version: eb('fees_version', '+', 1),
      fees_updated_at: change.at,
      fees_updated_by: change.actorId,
    }))
    .where('id', '=', SETTINGS_ID)
    .where('fees_version', '=', change.expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
