import { z } from 'zod';
import { id } from '../text.js';

/** DELETE /group/{id}/subgroup/{subGroupId}: the group and the sub-group. */
export const subGroupParams = z.object({ id, subGroupId: id });
export type SubGroupParams = z.infer<typeof subGroupParams>;
