import { z } from 'zod';

/**
 * Reference data (GET /pack/, /size/shirt, /size/short): an entry of a list the club keeps,
 * its label in the request's language.
 */
export const referenceOptionSchema = z.object({ id: z.number(), label: z.string() });
export type ReferenceOptionDto = z.infer<typeof referenceOptionSchema>;

/** GET /type/: a group type, with its stable code (e.g. `WATER-POLO`). */
export const typeOptionSchema = referenceOptionSchema.extend({ code: z.string() });
export type TypeOptionDto = z.infer<typeof typeOptionSchema>;
