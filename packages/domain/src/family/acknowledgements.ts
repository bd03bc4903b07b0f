import { z } from 'zod';
import { clubTextKeySchema, readableTextSchema } from '../club/texts.js';
import { MSG } from '../messages.js';
import { id, nameLike, textInput } from '../text.js';

/**
 * Signing online (docs/product.md#family-signatures): a family reads a club text in the page and
 * accepts it by typing the signer's full name. The texts a family signs are the checklist's signed
 * texts and the privacy notice.
 */
export const SIGNABLE_TEXT_KEYS = ['rules', 'codeOfConduct', 'guardianCodeOfConduct', 'privacy'] as const;
export type SignableTextKey = (typeof SIGNABLE_TEXT_KEYS)[number];
export const signableTextKeySchema = z.enum(SIGNABLE_TEXT_KEYS);

/** GET /family/texts/:key: the version in force, in the page's language, to read before signing. */
export const familyTextParams = z.object({ key: signableTextKeySchema });
export const familyReadableTextDto = readableTextSchema;

/** POST /family/members/:id/acknowledgements */
export const acknowledgementParams = z.object({ id });
export const acknowledgementSchema = z.object({
  key: signableTextKeySchema,
  /** The version label the family read (`versionLabel` of the text): a text republished meanwhile is refused. */
  version: textInput(MSG.invalid).trim().min(1, { error: MSG.invalid }).max(40, { error: MSG.invalid }),
  /** The signer's full name, typed: a guardian's, or the adult member's own. */
  signedName: nameLike(MSG.signedName, 200).min(3, { error: MSG.signedName }),
});
export type AcknowledgementInput = z.infer<typeof acknowledgementSchema>;

/** A signed acknowledgement, as the family and staff see it; its PDF at `/api/…/acknowledgements/:id/pdf`. */
export const acknowledgementDto = z.object({
  id: z.number(),
  key: clubTextKeySchema,
  version: z.string(),
  signedName: z.string(),
  signedAt: z.string(),
});
export type AcknowledgementDto = z.infer<typeof acknowledgementDto>;

/** GET /subscription/:id/acknowledgements (staff): each signature with who signed from which address. */
export const staffAcknowledgementDto = acknowledgementDto.extend({
  /** The family space's address the signature was made from. */
  email: z.string(),
  /** The client IP address the signature came from. */
  ipAddress: z.string(),
});
export type StaffAcknowledgementDto = z.infer<typeof staffAcknowledgementDto>;
export const staffAcknowledgementsDto = z.object({ acknowledgements: z.array(staffAcknowledgementDto) });
export type StaffAcknowledgementsDto = z.infer<typeof staffAcknowledgementsDto>;
