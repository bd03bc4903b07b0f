import { z } from 'zod';
import { idParams } from '../../text.js';
import { GENERIC_DOCUMENTS, PRINTABLE_DOCUMENTS } from '../documents.js';

/** `?lang=`: the PDF's language; without it the family's, or the request's. */
const langQuery = z.enum(['fr', 'en']).optional();
/** `?download=1`: the user asked to save the file rather than read it. */
const downloadQuery = z.literal('1').optional();

/** GET /subscription/document/{document}: a blank document anyone may read. */
export const genericDocumentParams = z.object({ document: z.enum(GENERIC_DOCUMENTS) });
export const genericDocumentQuery = z.object({ lang: langQuery, download: downloadQuery });

/** GET /subscription/{id}/{document}: one of a subscription's PDFs. */
export const subscriptionDocumentParams = idParams.extend({ document: z.enum(PRINTABLE_DOCUMENTS) });
/** A subscription's PDF: the family's link token, or none for an admin's download. */
export const subscriptionDocumentQuery = z.object({ token: z.string().max(200).optional(), lang: langQuery, download: downloadQuery });
export type SubscriptionDocumentQuery = z.infer<typeof subscriptionDocumentQuery>;

/** GET /group/{id}/schedule?season=2026-2027: a group's schedule. */
export const scheduleQuery = z.object({
  season: z
    .string()
    .regex(/^\d{4}-\d{4}$/)
    .optional(),
  lang: langQuery,
  download: downloadQuery,
});
