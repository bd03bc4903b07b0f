import { z } from 'zod';
import { MSG } from '../messages.js';
import { sizeOptionDto } from '../subscriptions/contract/common.js';
import { SUBSCRIPTION_FORM_FIELDS, subscriptionFormSchema, type SubscriptionFormField } from '../subscriptions/form.js';
import { id, multilineInput } from '../text.js';

/**
 * Corrections from the family space (docs/product.md#family-corrections): once its form is sent and
 * until staff validate the subscription (STARTED or MISSING_DOC), a family may correct what it
 * entered. The correction waits for staff, who apply or refuse it; nothing is overwritten silently.
 */

/** The form's fields a family may correct: all but the ids, in the form's order. */
export const CORRECTABLE_FIELDS = SUBSCRIPTION_FORM_FIELDS.filter(
  (field): field is Exclude<SubscriptionFormField, 'id' | 'subscriptionId'> => field !== 'id' && field !== 'subscriptionId',
) as [Exclude<SubscriptionFormField, 'id' | 'subscriptionId'>, ...Exclude<SubscriptionFormField, 'id' | 'subscriptionId'>[]];
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

const correctableShape = subscriptionFormSchema.pick(
  Object.fromEntries(CORRECTABLE_FIELDS.map((f) => [f, true])) as Record<CorrectableField, true>,
);

/**
 * POST /family/members/:id/corrections: the fields changed, each with the form's own rule, and an
 * optional note for staff. At least one field. A correction sent while another waits is merged into
 * it (the newer value wins), so staff review one change per subscription.
 */
export const correctionSchema = z.object({
  changes: correctableShape.partial().refine((changes) => Object.keys(changes).length > 0, { error: MSG.required }),
  note: multilineInput(MSG.invalid).trim().max(500, { error: MSG.invalid }).optional(),
});
export type CorrectionInput = z.input<typeof correctionSchema>;
export type Correction = z.output<typeof correctionSchema>;
export const correctionMemberParams = z.object({ id });

export const CORRECTION_STATUSES = ['PENDING', 'APPLIED', 'REJECTED', 'SUPERSEDED'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** A field's value as stored: text, a size's id, or nothing. */
const fieldValue = z.union([z.string(), z.number(), z.null()]);

/** One correction as the family and staff see it: each field with the value on file when it was sent and the one asked. */
export const correctionDto = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  status: z.enum(CORRECTION_STATUSES),
  submittedAt: z.string(),
  /** The family space's address it came from. */
  submittedBy: z.string(),
  changes: z.array(z.object({ field: z.enum(CORRECTABLE_FIELDS), before: fieldValue, after: fieldValue })),
  note: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's login; null until reviewed or once their account is deleted. */
  reviewedBy: z.string().nullable(),
  /** Why staff refused it; null unless REJECTED. */
  reason: z.string().nullable(),
});
export type CorrectionDto = z.infer<typeof correctionDto>;

/**
 * GET /family/members/:id/details: what the correction dialog starts from, for a member of the
 * address whose subscription takes corrections: every correctable field's value on file (the
 * family's pending correction not applied) and the size choices in the page's language.
 */
export const correctableDetailsDto = z.object({
  values: z.record(z.enum(CORRECTABLE_FIELDS), fieldValue),
  sizes: z.object({ shirt: z.array(sizeOptionDto), short: z.array(sizeOptionDto) }),
});
export type CorrectableDetailsDto = z.infer<typeof correctableDetailsDto>;

/** GET /subscription/:id/corrections (admins): newest first. */
export const correctionsDto = z.object({ corrections: z.array(correctionDto) });
export type CorrectionsDto = z.infer<typeof correctionsDto>;

/** POST /correction/:id/apply (no body) and POST /correction/:id/reject {reason} (admins). */
export const correctionParams = z.object({ id });
export const rejectCorrectionSchema = z.object({
  reason: multilineInput(MSG.rejectionReason).trim().min(3, { error: MSG.rejectionReason }).max(1000, { error: MSG.rejectionReason }),
});
export type RejectCorrectionInput = z.infer<typeof rejectCorrectionSchema>;
