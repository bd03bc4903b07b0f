import { z } from 'zod';
import { MSG } from '../messages.js';
import { refId } from '../text.js';
import {
  emailListField,
  groupCoachesField,
  groupNameField,
  groupPriceField,
  groupResubPriceField,
  MAX_BULK_STUDENTS,
  recordVersionField,
  requiredEmailListField,
} from './fields.js';

/** A section id where 0 means the section "Aucune". */
const sectionOrNoneField = z.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(2_147_483_647);

/** POST /group/ (docs/product.md#api): the group creation form. */
export const createGroupSchema = z.object({
  name: groupNameField,
  price: groupPriceField,
  reSubPrice: groupResubPriceField,
  typeId: refId(MSG.type),
  packId: refId(MSG.pack),
  emailList: requiredEmailListField,
  /** 0, null or absent: the section "Aucune". */
  sectionId: sectionOrNoneField.nullish(),
  /** The historical single coach; `coaches` holds several. Both may be sent. */
  coachId: refId(MSG.invalid).nullish(),
  coaches: groupCoachesField.optional(),
  ffnLicense: z.boolean({ error: MSG.invalid }).default(false),
  shouldReceiveSubMail: z.boolean({ error: MSG.invalid }).default(true),
  sportsCodeOfConduct: z.boolean({ error: MSG.invalid }).default(true),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroup = z.output<typeof createGroupSchema>;

/** PATCH /group/{id}: the edit form; absent fields keep their value, the e-mail list may be empty. */
export const updateGroupSchema = z.object({
  name: groupNameField.optional(),
  price: groupPriceField.optional(),
  reSubPrice: groupResubPriceField.optional(),
  typeId: refId(MSG.type).optional(),
  packId: refId(MSG.pack).optional(),
  emailList: emailListField.optional(),
  coaches: groupCoachesField.optional(),
  ffnLicense: z.boolean({ error: MSG.invalid }).optional(),
  shouldReceiveSubMail: z.boolean({ error: MSG.invalid }).optional(),
  sportsCodeOfConduct: z.boolean({ error: MSG.invalid }).optional(),
});
/** What the edit form yields: the fields, without the version the page adds when it saves. */
export type UpdateGroup = z.output<typeof updateGroupSchema>;

/** PATCH /group/{id}'s body: the form's fields and the version it was loaded with. */
export const updateGroupBodySchema = updateGroupSchema.extend({ version: recordVersionField });
export type UpdateGroupInput = z.input<typeof updateGroupBodySchema>;
export type UpdateGroupBody = z.output<typeof updateGroupBodySchema>;

/** POST /group/id: the names of these groups. */
export const groupIdsSchema = z.object({
  ids: z.array(refId(MSG.invalid), { error: MSG.invalid }).max(1000, { error: MSG.invalid }),
});
export type GroupIdsInput = z.input<typeof groupIdsSchema>;

/** PATCH /group/{id}/section: 0 takes the group out of its section (to "Aucune"). */
export const changeGroupSectionSchema = z.object({ sectionId: sectionOrNoneField });
export type ChangeGroupSectionInput = z.input<typeof changeGroupSectionSchema>;

/** POST /group/{id}/next: adds the group to the possible next-year groups, or removes it. */
export const toggleNextGroupSchema = z.object({ possibleGroupId: refId(MSG.invalid) });
export type ToggleNextGroupInput = z.input<typeof toggleNextGroupSchema>;

/** POST /group/{id}/next/students: null is "Aucune", no group next year. */
export const nextYearStudentsSchema = z.object({
  students: z
    .array(z.object({ id: refId(MSG.invalid), nextYearGroupId: refId(MSG.nextYearGroup).nullable() }), { error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(MAX_BULK_STUDENTS, { error: MSG.invalid }),
});
export type NextYearStudentsInput = z.input<typeof nextYearStudentsSchema>;
