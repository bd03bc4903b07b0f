import { z } from 'zod';
import { personDto } from '../groups/responses.js';

/** A sub-group with its coaches. GET and POST /group/{id}/subgroup/. */
export const subGroupDto = z.object({ id: z.number(), name: z.string(), coaches: z.array(personDto) });
export type SubGroupDto = z.infer<typeof subGroupDto>;

/** GET /group/{id}/subgroup/overview: the sub-group management screen (docs/product.md#screen-subgroups). */
export const subGroupOverviewDto = z.object({
  id: z.number(),
  name: z.string(),
  subGroups: z.array(subGroupDto),
  /** Staff who may coach a sub-group: the group's coaches first (`groupCoach`), then the other coaches. */
  coaches: z.array(personDto.extend({ groupCoach: z.boolean() })),
  students: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string(),
      subGroupId: z.number().nullable(),
    }),
  ),
});
export type SubGroupOverviewDto = z.infer<typeof subGroupOverviewDto>;

/** PATCH /student/{id}/subgroup: the member and their sub-group now (null: none). */
export const studentSubGroupDto = z.object({ id: z.number(), subGroupId: z.number().nullable() });
export type StudentSubGroupDto = z.infer<typeof studentSubGroupDto>;
