import { z } from 'zod';
import { referenceOptionSchema, typeOptionSchema } from '../reference/contract.js';

// The answers of the groups' API (docs/product.md#api): the server serialises through these
// schemas, so a field not listed here never leaves.

/** A staff member by name: a group's or sub-group's coach, a section's manager. */
export const personDto = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export type PersonDto = z.infer<typeof personDto>;

/** A labelled entry of a reference list (a pack, a type), in the request's language. */
export type OptionDto = z.infer<typeof referenceOptionSchema>;

/** A group by name. GET /group/summary, POST /group/id. */
export const groupSummaryDto = z.object({ id: z.number(), name: z.string() });
export type GroupSummaryDto = z.infer<typeof groupSummaryDto>;

/** `NONE` is the group "Aucun", `REMOVED` the removed-members group (docs/product.md#protected-records). */
export const groupSystemRoleSchema = z.enum(['NONE', 'REMOVED']);
export type GroupSystemRole = z.infer<typeof groupSystemRoleSchema>;

/** A card of the group list (docs/product.md#screen-groups), grouped by section on the screen. GET /group/. */
export const groupListItemDto = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  reSubPrice: z.number(),
  sectionId: z.number(),
  Section: groupSummaryDto,
  typeId: z.number().nullable(),
  type: typeOptionSchema.nullable(),
  packId: z.number().nullable(),
  pack: referenceOptionSchema.nullable(),
  ffnLicense: z.boolean(),
  shouldReceiveSubMail: z.boolean(),
  sportsCodeOfConduct: z.boolean(),
  emailList: z.string(),
  coaches: z.array(personDto),
  coachId: z.number().nullable(),
  studentCount: z.number(),
  systemRole: groupSystemRoleSchema.nullable(),
  protected: z.boolean(),
  version: z.number(),
});
export type GroupListItemDto = z.infer<typeof groupListItemDto>;

/** A member on the group details screen (docs/product.md#screen-group-details). */
export const groupStudentDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  gender: z.string(),
  subGroupId: z.number().nullable(),
  subGroupName: z.string().nullable(),
  nextYearGroupId: z.number().nullable(),
  contactInfo: z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable() }),
  guardian: personDto.extend({ email: z.string(), phoneNumber: z.string() }).nullable(),
});
export type GroupStudentDto = z.infer<typeof groupStudentDto>;

/** GET /group/{id}: the card's fields, the members, the possible next-year groups and the sub-groups. */
export const groupDetailsDto = groupListItemDto.extend({
  students: z.array(groupStudentDto),
  nextGroups: z.array(groupSummaryDto),
  subGroups: z.array(groupSummaryDto),
});
export type GroupDetailsDto = z.infer<typeof groupDetailsDto>;

/** POST /group/: the new group's id. */
export const createdGroupDto = z.object({ id: z.number() });
export type CreatedGroupDto = z.infer<typeof createdGroupDto>;

/** PATCH /group/{id}/section: the group and its section now. */
export const groupSectionDto = z.object({ id: z.number(), sectionId: z.number() });
export type GroupSectionDto = z.infer<typeof groupSectionDto>;

/** GET and POST /group/{id}/next: every group that may be chosen, flagged when it is a possible next-year group. */
export const nextGroupDto = z.object({ id: z.number(), name: z.string(), possible: z.boolean() });
export type NextGroupDto = z.infer<typeof nextGroupDto>;

/** POST /group/{id}/next/students: how many members' next-year group was set. */
export const nextYearUpdateDto = z.object({ updated: z.number() });
export type NextYearUpdateDto = z.infer<typeof nextYearUpdateDto>;
