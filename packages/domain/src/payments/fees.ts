import { z } from 'zod';
import { recordVersionField } from '../groups/fields.js';
import { PAYMENT_TICK_RULES, type PaymentTickRule } from './instalments.js';
import { PAYMENT_MSG } from './messages.js';

/**
 * What each subscription costs (docs/product.md#fees-and-payments): its group's price (or
 * renewal price) plus the federation licence when the group asks for one, less the family
 * discount of its rank among the family's children, less the reductions staff granted.
 * Every amount is in integer cents; nothing here uses a float for money.
 */

/**
 * How the children of a family are ranked for the discount.
 * PRICE_DESC: the dearest group fee ranks first, so the discount goes to the cheaper ones.
 * BIRTH_ASC: the eldest ranks first.
 * Ties fall back to the earlier birth date, then the smaller member id: the same family always ranks the same way.
 */
export const DISCOUNT_RANK_RULES = ['PRICE_DESC', 'BIRTH_ASC'] as const;
export type DiscountRankRule = (typeof DISCOUNT_RANK_RULES)[number];

export const LICENCE_FEE_MAX_CENTS = 50_000;
export const DISCOUNT_TIERS_MAX = 5;
export const DISCOUNT_RANK_MAX = 10;
export const OVERDUE_REMINDER_OFFSETS_MAX = 5;
export const OVERDUE_REMINDER_DAYS_MAX = 90;

/** "From the n-th child on, −p %": the tier with the highest `fromRank` not above a child's rank applies. */
export const discountTierSchema = z.strictObject(
  {
    fromRank: z
      .number({ error: PAYMENT_MSG.discountTiers })
      .int({ error: PAYMENT_MSG.discountTiers })
      .min(2, { error: PAYMENT_MSG.discountTiers })
      .max(DISCOUNT_RANK_MAX, { error: PAYMENT_MSG.discountTiers }),
    percent: z
      .number({ error: PAYMENT_MSG.discountTiers })
      .int({ error: PAYMENT_MSG.discountTiers })
      .min(1, { error: PAYMENT_MSG.discountTiers })
      .max(100, { error: PAYMENT_MSG.discountTiers }),
  },
  { error: PAYMENT_MSG.discountTiers },
);
export type DiscountTier = z.infer<typeof discountTierSchema>;

const tiersField = z
  .array(discountTierSchema, { error: PAYMENT_MSG.discountTiers })
  .max(DISCOUNT_TIERS_MAX, { error: PAYMENT_MSG.discountTiers })
  .refine((tiers) => new Set(tiers.map((tier) => tier.fromRank)).size === tiers.length, { error: PAYMENT_MSG.discountTiers })
  .transform((tiers) => [...tiers].sort((a, b) => a.fromRank - b.fromRank));

/** The fee settings of the club, as the server applies them. */
export interface FeeSettings {
  /** Added to the subscriptions of groups with the FFN licence switch. */
  licenceFeeCents: number;
  /** Ascending `fromRank`; empty: no family discount. */
  familyDiscounts: DiscountTier[];
  discountRankRule: DiscountRankRule;
  paymentTickRule: PaymentTickRule;
  /** Days after an instalment's due day when an unpaid instalment is reminded, ascending; empty: none. */
  overdueReminderOffsetsDays: number[];
}

/** What the charge itself depends on. */
export type ChargeSettings = Pick<FeeSettings, 'licenceFeeCents' | 'familyDiscounts' | 'discountRankRule'>;

/** PUT /api/club/fees (admins): every field, with the `version` read. */
export const updateFeeSettingsSchema = z.object({
  licenceFeeCents: z
    .number({ error: PAYMENT_MSG.licenceFee })
    .int({ error: PAYMENT_MSG.licenceFee })
    .min(0, { error: PAYMENT_MSG.licenceFee })
    .max(LICENCE_FEE_MAX_CENTS, { error: PAYMENT_MSG.licenceFee }),
  familyDiscounts: tiersField,
  discountRankRule: z.enum(DISCOUNT_RANK_RULES, { error: PAYMENT_MSG.discountRankRule }),
  paymentTickRule: z.enum(PAYMENT_TICK_RULES, { error: PAYMENT_MSG.paymentTickRule }),
  overdueReminderOffsetsDays: z
    .array(
      z
        .number({ error: PAYMENT_MSG.overdueOffsets })
        .int({ error: PAYMENT_MSG.overdueOffsets })
        .min(1, { error: PAYMENT_MSG.overdueOffsets })
        .max(OVERDUE_REMINDER_DAYS_MAX, { error: PAYMENT_MSG.overdueOffsets }),
      { error: PAYMENT_MSG.overdueOffsets },
    )
    .max(OVERDUE_REMINDER_OFFSETS_MAX, { error: PAYMENT_MSG.overdueOffsets })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  version: recordVersionField,
});
export type UpdateFeeSettingsInput = z.input<typeof updateFeeSettingsSchema>;

/** GET /api/club/fees (admins) and the answer of a change. */
export const feeSettingsDto = z.object({
  licenceFeeCents: z.number(),
  familyDiscounts: z.array(z.object({ fromRank: z.number(), percent: z.number() })),
  discountRankRule: z.enum(DISCOUNT_RANK_RULES),
  paymentTickRule: z.enum(PAYMENT_TICK_RULES),
  overdueReminderOffsetsDays: z.array(z.number()),
  version: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type FeeSettingsDto = z.infer<typeof feeSettingsDto>;

/** One subscription of a family, as the fee computation needs it. */
export interface FeeSubject {
  subscriptionId: number;
  memberId: number;
  /** YYYY-MM-DD */
  birthDate: string;
  /** The group's price for a new member, its renewal price otherwise; 0 without a group. */
  groupFeeCents: number;
  /** Whether the group asks for the federation licence. */
  licence: boolean;
  /** The reductions staff granted, summed. */
  reductionsCents: number;
  /** A cancelled subscription owes nothing and does not rank. */
  cancelled: boolean;
}

/** What one subscription owes, and why. */
export interface FeeBreakdown {
  subscriptionId: number;
  groupFeeCents: number;
  licenceCents: number;
  /** 1 for the first child; null for a cancelled subscription. */
  rank: number | null;
  discountPercent: number;
  discountCents: number;
  /** What staff granted, capped so that the charge never goes below zero. */
  reductionCents: number;
  dueCents: number;
}

/** p % of an amount, rounded half up to the cent, in integers. */
export const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent + 50) / 100);

export const discountPercentFor = (rank: number, tiers: readonly DiscountTier[]): number =>
  tiers.reduce((percent, tier) => (tier.fromRank <= rank ? tier.percent : percent), 0);

const byRank =
  (rule: DiscountRankRule) =>
  (a: FeeSubject, b: FeeSubject): number =>
    (rule === 'PRICE_DESC' ? b.groupFeeCents - a.groupFeeCents : 0) ||
    a.birthDate.localeCompare(b.birthDate) ||
    a.memberId - b.memberId ||
    a.subscriptionId - b.subscriptionId;

/**
 * The fees of one family's subscriptions of a season. Derived from the family as it stands, so
 * a child who joins or leaves moves the others' discounts at once, whatever was paid before.
 */
export const familyFees = (subjects: readonly FeeSubject[], settings: ChargeSettings): FeeBreakdown[] => {
  const ranked = subjects.filter((subject) => !subject.cancelled).sort(byRank(settings.discountRankRule));
  const rankOf = new Map(ranked.map((subject, index) => [subject.subscriptionId, index + 1]));
  return subjects.map((subject) => {
    const rank = rankOf.get(subject.subscriptionId) ?? null;
    if (rank === null) {
      return {
        subscriptionId: subject.subscriptionId,
        groupFeeCents: 0,
        licenceCents: 0,
        rank,
        discountPercent: 0,
        discountCents: 0,
        reductionCents: 0,
        dueCents: 0,
      };
    }
    const licenceCents = subject.licence ? settings.licenceFeeCents : 0;
    const discountPercent = discountPercentFor(rank, settings.familyDiscounts);
    const discountCents = percentOf(subject.groupFeeCents, discountPercent);
    const beforeReductions = subject.groupFeeCents + licenceCents - discountCents;
    const reductionCents = Math.min(subject.reductionsCents, beforeReductions);
    return {
      subscriptionId: subject.subscriptionId,
      groupFeeCents: subject.groupFeeCents,
      licenceCents,
      rank,
      discountPercent,
      discountCents,
      reductionCents,
      dueCents: beforeReductions - reductionCents,
    };
  });
};
