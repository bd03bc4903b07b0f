import { z } from 'zod';
import { MSG } from '../messages.js';
import { isIsoDate } from '../subscriptions/fields.js';
import { PAYMENT_METHODS, paymentDayOf } from '../subscriptions/payment.js';
import { DISCOUNT_RANK_RULES } from './fees.js';
import { addMonths, instalmentPlanDto } from './instalments.js';
import { PAYMENT_MSG } from './messages.js';

/** The contracts of fees and payments (docs/product.md#fees-and-payments). Amounts are integer cents. */

/** One payment or refund moves at most 10 000 € per subscription. */
export const ALLOCATION_MAX_CENTS = 1_000_000;
export const ALLOCATIONS_MAX = 10;
export const PAYMENT_REFERENCE_MAX = 200;
export const REDUCTION_REASON_MAX = 200;

const amountField = z
  .number({ error: PAYMENT_MSG.amount })
  .int({ error: PAYMENT_MSG.amount })
  .positive({ error: PAYMENT_MSG.amount })
  .max(ALLOCATION_MAX_CENTS, { error: PAYMENT_MSG.amount });

const allocationsField = z
  .array(
    z.strictObject(
      {
        subscriptionId: z.number({ error: MSG.invalid }).int({ error: MSG.invalid }).positive({ error: MSG.invalid }),
        amountCents: amountField,
      },
      { error: PAYMENT_MSG.allocations },
    ),
    {
      error: PAYMENT_MSG.allocations,
    },
  )
  .min(1, { error: PAYMENT_MSG.allocations })
  .max(ALLOCATIONS_MAX, { error: PAYMENT_MSG.allocations })
  .refine((list) => new Set(list.map((item) => item.subscriptionId)).size === list.length, { error: PAYMENT_MSG.allocations });

const referenceField = z
  .string({ error: PAYMENT_MSG.reference })
  .trim()
  .max(PAYMENT_REFERENCE_MAX, { error: PAYMENT_MSG.reference })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A day in the club's calendar, not after today. */
const dayNotAfter = (today: Date) =>
  z
    .string({ error: MSG.invalidDate })
    .refine(isIsoDate, { error: MSG.invalidDate })
    .refine((day) => day <= paymentDayOf(today), { error: MSG.invalidDate });

/**
 * POST /api/payment/ (admins): one payment, possibly split across several children of one
 * family and season. `reference`: the cheque's number and bank, the transfer's reference, the
 * vouchers' numbers. `depositOn`: for a cheque handed in with others to be cashed later, the
 * day the club may cash it (from the day it was handed in to a year later); the day handed in
 * when left out.
 */
export const makeRecordPaymentSchema = (today: Date) =>
  z
    .strictObject(
      {
        allocations: allocationsField,
        method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MSG.method }),
        reference: referenceField,
        paidOn: dayNotAfter(today),
        depositOn: z.string({ error: PAYMENT_MSG.depositOn }).refine(isIsoDate, { error: PAYMENT_MSG.depositOn }).nullable().optional(),
      },
      { error: MSG.invalid },
    )
    .superRefine((payment, context) => {
      const { depositOn, paidOn, method } = payment;
      if (depositOn == null) return;
      if (method !== 'CHEQUE' || depositOn < paidOn || depositOn > addMonths(paidOn, 12)) {
        context.addIssue({ code: 'custom', path: ['depositOn'], message: PAYMENT_MSG.depositOn });
      }
    })
    .transform((payment) => ({ ...payment, depositOn: payment.method === 'CHEQUE' ? (payment.depositOn ?? payment.paidOn) : null }));
export type RecordPaymentInput = z.input<ReturnType<typeof makeRecordPaymentSchema>>;
export type RecordPayment = z.output<ReturnType<typeof makeRecordPaymentSchema>>;

/** POST /api/payment/refunds (admins): money given back, at most what each subscription paid. */
export const makeRecordRefundSchema = (today: Date) =>
  z.strictObject(
    {
      allocations: allocationsField,
      method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MSG.method }),
      reference: referenceField,
      paidOn: dayNotAfter(today),
      reason: z
        .string({ error: PAYMENT_MSG.reason })
        .trim()
        .min(1, { error: PAYMENT_MSG.reason })
        .max(REDUCTION_REASON_MAX, { error: PAYMENT_MSG.reason }),
    },
    { error: MSG.invalid },
  );
export type RecordRefundInput = z.input<ReturnType<typeof makeRecordRefundSchema>>;
export type RecordRefund = z.output<ReturnType<typeof makeRecordRefundSchema>>;

/** POST /api/subscription/:id/reductions (admins): a reduction staff grant, with its reason (hardship, volunteer…). Audited. */
export const recordReductionSchema = z.strictObject(
  {
    amountCents: amountField,
    reason: z
      .string({ error: PAYMENT_MSG.reason })
      .trim()
      .min(1, { error: PAYMENT_MSG.reason })
      .max(REDUCTION_REASON_MAX, { error: PAYMENT_MSG.reason }),
  },
  { error: MSG.invalid },
);
export type RecordReductionInput = z.input<typeof recordReductionSchema>;

/** `fees` on GET /api/subscription/student/:id: what the subscription owes, has paid, and still owes. */
export const feesSummaryDto = z.object({
  dueCents: z.number(),
  paidCents: z.number(),
  balanceCents: z.number(),
});
export type FeesSummaryDto = z.infer<typeof feesSummaryDto>;

export const feeBreakdownDto = z.object({
  subscriptionId: z.number(),
  groupFeeCents: z.number(),
  licenceCents: z.number(),
  rank: z.number().nullable(),
  discountPercent: z.number(),
  discountCents: z.number(),
  reductionCents: z.number(),
  dueCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  balanceCents: z.number(),
});
export type FeeBreakdownDto = z.infer<typeof feeBreakdownDto>;

export const paymentAllocationDto = z.object({
  subscriptionId: z.number().nullable(),
  /** As on the receipt: copied when the payment was recorded. */
  memberName: z.string(),
  amountCents: z.number(),
});

export const PAYMENT_KINDS = ['PAYMENT', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A payment or a refund as recorded. */
export const paymentDto = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  /** The payment's number in its season's receipt sequence (1, 2, 3… without a gap); null for a refund. */
  receiptNumber: z.number().nullable(),
  /** `R2026-2027-0001`, as printed on the receipt; null for a refund. */
  receiptReference: z.string().nullable(),
  seasonId: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** YYYY-MM-DD */
  paidOn: z.string(),
  /** A cheque's cashing day (YYYY-MM-DD); null for other methods. */
  depositOn: z.string().nullable(),
  amountCents: z.number(),
  reason: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  allocations: z.array(paymentAllocationDto),
});
export type PaymentDto = z.infer<typeof paymentDto>;

export const reductionDto = z.object({
  id: z.number(),
  amountCents: z.number(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type ReductionDto = z.infer<typeof reductionDto>;

/** A child of the family in the same season, for splitting a payment. */
export const familyAccountDto = z.object({
  subscriptionId: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  groupName: z.string().nullable(),
  state: z.string(),
  fees: feeBreakdownDto,
  /** The instalment plan with each part's state; null without a plan (the whole charge at once). */
  instalments: instalmentPlanDto.nullable(),
});
export type FamilyAccountDto = z.infer<typeof familyAccountDto>;

/** GET /api/subscription/:id/ledger (admins): the subscription's fees, its family's accounts, its payments, refunds and reductions. */
export const subscriptionLedgerDto = z.object({
  subscriptionId: z.number(),
  seasonId: z.number(),
  fees: feeBreakdownDto,
  discountRankRule: z.enum(DISCOUNT_RANK_RULES),
  /** Every subscription of the family in the season, this one included, by rank. */
  family: z.array(familyAccountDto),
  payments: z.array(paymentDto),
  reductions: z.array(reductionDto),
});
export type SubscriptionLedgerDto = z.infer<typeof subscriptionLedgerDto>;

/** GET /api/family/payments: the signed-in family's accounts and payments (receipts to download). */
export const familyPaymentsDto = z.object({
  accounts: z.array(
    familyAccountDto.extend({
      seasonLabel: z.string(),
      firstName: z.string(),
    }),
  ),
  /** Only the allocations to the family's own subscriptions. */
  payments: z.array(paymentDto.omit({ recordedBy: true, reason: true })),
});
export type FamilyPaymentsDto = z.infer<typeof familyPaymentsDto>;
