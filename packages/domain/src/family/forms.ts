import { z } from 'zod';
import { resumeDto } from '../subscribe/contract.js';

/**
 * Several forms in one pass from the family space (docs/product.md#family-forms): the family fills
 * each child's own step, and the contact (guardian) and address steps once for all of them.
 */

/** At most this many forms in one pass: a family, not a club. */
export const FAMILY_FORMS_MAX = 10;

/**
 * GET /family/forms: the forms waiting to be filled (this season's SCHEDULED subscriptions of the
 * address's members, eldest first), each pre-filled as the subscription link's page is.
 */
export const familyFormsDto = z.object({ forms: z.array(resumeDto) });
export type FamilyFormsDto = z.infer<typeof familyFormsDto>;

/**
 * POST /family/forms: one complete form per child, as POST /subscription/ takes it without the
 * token (`subscriptionFormSchema`: the ids, the 20 fields and the acceptances), the contact and
 * address fields the same in each since the page asks them once. The server checks every form
 * before it records any (field errors keyed `forms.{index}.{field}`), then records them all in one
 * transaction. A form of a subscription that is not the address's, or cancelled, answers like an
 * unknown one (404); one already sent answers as a replay when identical, else 409.
 */
export const familyFormsSchema = z.object({
  language: z.enum(['fr', 'en']).optional(),
  forms: z.array(z.record(z.string(), z.unknown())).min(1).max(FAMILY_FORMS_MAX),
});
export type FamilyFormsInput = z.input<typeof familyFormsSchema>;

/** The answer, 200: the subscriptions sent, in the order given. A replay of the same pass answers the same. */
export const familyFormsSubmittedDto = z.object({ subscriptionIds: z.array(z.number()) });
export type FamilyFormsSubmittedDto = z.infer<typeof familyFormsSubmittedDto>;
