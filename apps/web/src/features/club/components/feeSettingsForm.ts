import {
  familyFees,
  updateFeeSettingsSchema,
  type DiscountRankRule,
  type FeeSettings,
  type FeeSettingsDto,
  type FeeSubject,
  type PaymentTickRule,
} from '@club/domain';
import { z } from 'zod';
import { eurosInputText, parseEuros } from '@/lib/money';

/** The form as typed: the licence in euros, each tier's percentage as text (docs/product.md#fees-and-payments). */
export interface FeeFormValues {
  licenceFee: string;
  familyDiscounts: { fromRank: number; percent: string }[];
  discountRankRule: DiscountRankRule;
  paymentTickRule: PaymentTickRule;
  /** Days after an instalment's due day, ascending (docs/product.md#instalments). */
  overdueReminderOffsetsDays: number[];
}

/** "10" → 10; anything but a whole number → null, which the domain's rule refuses. */
const wholeNumberOf = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

const { licenceFeeCents, familyDiscounts, discountRankRule, paymentTickRule, overdueReminderOffsetsDays } = updateFeeSettingsSchema.shape;

/**
 * The typed text turned into the settings the server takes, then checked by the domain's own
 * rules, so the form refuses exactly what the server refuses. Euros are parsed as text into
 * integer cents: no amount passes through a float.
 */
export const feeFormSchema = z
  .object({
    licenceFee: z.string().transform(parseEuros).pipe(licenceFeeCents),
    familyDiscounts: z.array(z.object({ fromRank: z.number(), percent: z.string().transform(wholeNumberOf) })).pipe(familyDiscounts),
    discountRankRule,
    paymentTickRule,
    overdueReminderOffsetsDays,
  })
  .transform(({ licenceFee, ...rest }): FeeSettings => ({ licenceFeeCents: licenceFee, ...rest }));

export const feeFormValuesOf = (settings: FeeSettingsDto, language: string): FeeFormValues => ({
  licenceFee: eurosInputText(settings.licenceFeeCents, language),
  familyDiscounts: settings.familyDiscounts.map((tier) => ({ fromRank: tier.fromRank, percent: String(tier.percent) })),
  discountRankRule: settings.discountRankRule,
  paymentTickRule: settings.paymentTickRule,
  overdueReminderOffsetsDays: settings.overdueReminderOffsetsDays,
});

/** The example family of the preview: three children at 200 €, 150 € and 100 €, the one at 150 € the eldest. */
const EXAMPLE: FeeSubject[] = [
  { subscriptionId: 1, memberId: 1, birthDate: '2014-03-01', groupFeeCents: 20_000 },
  { subscriptionId: 2, memberId: 2, birthDate: '2012-05-01', groupFeeCents: 15_000 },
  { subscriptionId: 3, memberId: 3, birthDate: '2016-09-01', groupFeeCents: 10_000 },
].map((child) => ({ ...child, licence: false, reductionsCents: 0, cancelled: false }));

export const EXAMPLE_FEES_CENTS = EXAMPLE.map((child) => child.groupFeeCents);

/** What each child of the example family owes under these settings, in the example's order (licence aside). */
export const exampleDuesCents = (settings: FeeSettings): number[] => familyFees(EXAMPLE, settings).map((fee) => fee.dueCents);
