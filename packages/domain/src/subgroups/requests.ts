import { z } from 'zod';
import { MAX_GROUP_COACHES } from '../groups/fields.js';
import { MSG } from '../messages.js';
import { orgName, refId } from '../text.js';

/** POST /group/{id}/subgroup/: a name and at least one coach (docs/product.md#validation). */
export const createSubGroupSchema = z.object({
  name: orgName(MSG.subGroupName, 60),
  coaches: z
    .array(refId(MSG.subGroupCoach), { error: MSG.subGroupCoach })
    .min(1, { error: MSG.subGroupCoach })
    .max(MAX_GROUP_COACHES, { error: MSG.subGroupCoach })
    .transform((ids) => [...new Set(ids)]),
});
export type CreateSubGroupInput = z.input<typeof createSubGroupSchema>;
export type CreateSubGroup = z.output<typeof createSubGroupSchema>;

/** PATCH /student/{id}/subgroup: null takes the student out of its sub-group. */
export const setSubGroupSchema = z.object({ subGroupId: refId(MSG.invalid).nullable() });
export type SetSubGroupInput = z.input<typeof setSubGroupSchema>;
