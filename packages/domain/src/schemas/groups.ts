import { z } from 'zod';
import { MSG } from '../messages.js';
import { EMAIL } from '../patterns.js';
import { foldName, orgName, refId, textInput } from '../text.js';

/** SPEC §5 and §9: a group price and re-subscription price are at least 0 and below 500 euros. */
export const MAX_GROUP_PRICE = 500;
/** Bounds of the lists the group screens send at once (multi-select, next-year table). */
export const MAX_BULK_STUDENTS = 5000;
export const MAX_GROUP_COACHES = 20;
export const MAX_EMAIL_LIST_LENGTH = 2000;

/** Names kept for the protected records (SPEC §9): group "Aucun", section and next-year "Aucune". */
const RESERVED_NAMES = new Set(['aucun', 'aucune']);
export const isReservedName = (name: string): boolean => RESERVED_NAMES.has(foldName(name));

/** Euros with at most two decimals (cents), at least 0 and below 500. */
const euros = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .lt(MAX_GROUP_PRICE, { error: message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message });

export const groupNameField = orgName(MSG.groupName, 60);
export const groupPriceField = euros(MSG.groupPrice);
export const groupResubPriceField = euros(MSG.groupResubPrice);

/** The addresses of an e-mail list, split on commas, blanks around them ignored. */
export const splitEmailList = (value: string): string[] =>
  value.trim() === '' ? [] : value.split(',').map((part) => part.trim());

/**
 * SPEC §5: comma-separated valid addresses, `{email},{email}`; may be empty (on edit).
 * Stored normalised: no blanks, no duplicates.
 */
export const emailListField = textInput(MSG.emailList)
  .max(MAX_EMAIL_LIST_LENGTH, { error: MSG.emailList })
  .refine((value) => splitEmailList(value).every((address) => address.length <= 254 && EMAIL.test(address)), {
    error: MSG.emailList,
  })
  .transform((value) => [...new Set(splitEmailList(value))].join(','));

/** On creation the list holds at least one address. */
export const requiredEmailListField = emailListField.refine((value) => value !== '', { error: MSG.emailList });

const coachesField = z
  .array(refId(MSG.invalid), { error: MSG.invalid })
  .max(MAX_GROUP_COACHES, { error: MSG.invalid })
  .transform((ids) => [...new Set(ids)]);

/** POST /group/ (SPEC §7): the group creation form. */
export const createGroupSchema = z.object({
  name: groupNameField,
  price: groupPriceField,
  reSubPrice: groupResubPriceField,
  typeId: refId(MSG.type),
  packId: refId(MSG.pack),
  emailList: requiredEmailListField,
  /** 0, null or absent: the section "Aucune". */
  sectionId: z.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(2_147_483_647).nullish(),
  /** The spec's single coach; `coaches` holds several. Both may be sent. */
  coachId: refId(MSG.invalid).nullish(),
  coaches: coachesField.optional(),
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
  coaches: coachesField.optional(),
  ffnLicense: z.boolean({ error: MSG.invalid }).optional(),
  shouldReceiveSubMail: z.boolean({ error: MSG.invalid }).optional(),
  sportsCodeOfConduct: z.boolean({ error: MSG.invalid }).optional(),
});
/** What the edit form yields: the fields, without the version the page adds when it saves. */
export type UpdateGroup = z.output<typeof updateGroupSchema>;

/**
 * The version of a record an edit screen was loaded with (QUALITY.md: two staff saving the same
 * record, the second gets 409). Required on every save: without it a save would silently
 * overwrite what someone else saved meanwhile.
 */
export const recordVersionField = z
  .number({ error: MSG.invalid })
  .int({ error: MSG.invalid })
  .positive({ error: MSG.invalid })
  .max(2_147_483_647, { error: MSG.invalid });

/** PATCH /group/{id}'s body: the form's fields and the version it was loaded with. */
export const updateGroupBodySchema = updateGroupSchema.extend({ version: recordVersionField });
export type UpdateGroupInput = z.input<typeof updateGroupBodySchema>;
export type UpdateGroupBody = z.output<typeof updateGroupBodySchema>;

/** POST /group/id */
export const groupIdsSchema = z.object({
  ids: z.array(refId(MSG.invalid), { error: MSG.invalid }).max(1000, { error: MSG.invalid }),
});

/** PATCH /group/{id}/section: 0 takes the group out of its section (to "Aucune"). */
export const changeGroupSectionSchema = z.object({
  sectionId: z.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(2_147_483_647),
});

/** POST /group/{id}/next: adds the group to the possible next-year groups, or removes it. */
export const toggleNextGroupSchema = z.object({ possibleGroupId: refId(MSG.invalid) });

/** POST /group/{id}/next/students: null is "Aucune", no group next year. */
export const nextYearStudentsSchema = z.object({
  students: z
    .array(z.object({ id: refId(MSG.invalid), nextYearGroupId: refId(MSG.nextYearGroup).nullable() }), { error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(MAX_BULK_STUDENTS, { error: MSG.invalid }),
});
export type NextYearStudentsInput = z.input<typeof nextYearStudentsSchema>;

const studentIds = z
  .array(refId(MSG.invalid), { error: MSG.invalid })
  .min(1, { error: MSG.invalid })
  .max(MAX_BULK_STUDENTS, { error: MSG.invalid })
  .transform((ids) => [...new Set(ids)]);

/** PATCH /student/group: moves students to one group; without groupId, to the removed-members group. */
export const moveStudentsSchema = z.object({
  groupId: refId(MSG.invalid).optional(),
  students: studentIds,
});
export type MoveStudentsInput = z.input<typeof moveStudentsSchema>;

/** PATCH /student/bulk/group: each student to its own group (test placement). */
export const bulkMoveStudentsSchema = z.object({
  students: z
    .array(z.object({ id: refId(MSG.invalid), groupId: refId(MSG.invalid) }), { error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(MAX_BULK_STUDENTS, { error: MSG.invalid }),
});
export type BulkMoveStudentsInput = z.input<typeof bulkMoveStudentsSchema>;

/** POST /group/{id}/students/delete: permanent deletion, from the removed-members group only. */
export const deleteStudentsSchema = z.object({ students: studentIds });
export type DeleteStudentsInput = z.input<typeof deleteStudentsSchema>;

/**
 * Its answer (SPEC §4: only members with contact info are deleted): who was deleted for good
 * and who was kept, in the order sent.
 */
export interface DeleteStudentsResultDto {
  deleted: number;
  kept: number;
  deletedIds: number[];
  keptIds: number[];
}

/** `NONE` is the group "Aucun", `REMOVED` the removed-members group (SPEC §4). */
export type GroupSystemRole = 'NONE' | 'REMOVED';

export interface PersonDto {
  id: number;
  firstName: string;
  lastName: string;
}

export interface OptionDto {
  id: number;
  label: string;
}

export interface GroupSummaryDto {
  id: number;
  name: string;
}

/** A card of the group list (SPEC §2 Groups), grouped by section on the screen. */
export interface GroupListItemDto {
  id: number;
  name: string;
  price: number;
  reSubPrice: number;
  sectionId: number;
  Section: { id: number; name: string };
  typeId: number | null;
  type: (OptionDto & { code: string }) | null;
  packId: number | null;
  pack: OptionDto | null;
  ffnLicense: boolean;
  shouldReceiveSubMail: boolean;
  sportsCodeOfConduct: boolean;
  emailList: string;
  coaches: PersonDto[];
  coachId: number | null;
  studentCount: number;
  systemRole: GroupSystemRole | null;
  protected: boolean;
  version: number;
}

export interface GroupStudentDto {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  subGroupId: number | null;
  subGroupName: string | null;
  nextYearGroupId: number | null;
  contactInfo: { email: string | null; phoneNumber: string | null };
  guardian: (PersonDto & { email: string; phoneNumber: string }) | null;
}

/** GET /group/{id} */
export interface GroupDetailsDto extends GroupListItemDto {
  students: GroupStudentDto[];
  nextGroups: GroupSummaryDto[];
  subGroups: GroupSummaryDto[];
}

/** GET /group/{id}/next */
export interface NextGroupDto {
  id: number;
  name: string;
  possible: boolean;
}
