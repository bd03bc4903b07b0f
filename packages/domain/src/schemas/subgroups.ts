import { z } from 'zod';
import { MSG } from '../messages.js';
import { orgName, refId } from '../text.js';
import type { GroupSummaryDto, PersonDto } from './groups.js';

/** POST /group/{id}/subgroup/ (SPEC §5: name required and at least one coach). */
export const createSubGroupSchema = z.object({
  name: orgName(MSG.subGroupName, 60),
  coaches: z
    .array(refId(MSG.subGroupCoach), { error: MSG.subGroupCoach })
    .min(1, { error: MSG.subGroupCoach })
    .max(20, { error: MSG.subGroupCoach })
    .transform((ids) => [...new Set(ids)]),
});
export type CreateSubGroupInput = z.input<typeof createSubGroupSchema>;

/** PATCH /student/{id}/subgroup: null takes the student out of its sub-group. */
export const setSubGroupSchema = z.object({ subGroupId: refId(MSG.invalid).nullable() });
export type SetSubGroupInput = z.input<typeof setSubGroupSchema>;

export interface SubGroupDto {
  id: number;
  name: string;
  coaches: PersonDto[];
}

/** GET /group/{id}/subgroup/overview: the sub-group management screen. */
export interface SubGroupOverviewDto {
  id: number;
  name: string;
  subGroups: SubGroupDto[];
  /** Staff who may coach a sub-group: the group's coaches first (`groupCoach`), then the other coaches. */
  coaches: (PersonDto & { groupCoach: boolean })[];
  students: { id: number; firstName: string; lastName: string; birthDate: string; subGroupId: number | null }[];
}

export type { GroupSummaryDto };
