import { z } from 'zod';
import { possibleDuplicateDto } from '../members/duplicates.js';

// The answers of the try-out tests' API (docs/product.md#api): the server serialises through
// these schemas, so a field not listed here never leaves.

/** A possible group of a test (GET and POST /test/{id}/group, and on its card), by name. */
export const tryoutGroupDto = z.object({ id: z.number(), name: z.string() });
export type TryoutGroupDto = z.infer<typeof tryoutGroupDto>;

/** A test's type (one of the group types of GET /type/), labelled in the request's language. */
export const tryoutTypeDto = z.object({ id: z.number(), label: z.string() });
export type TryoutTypeDto = z.infer<typeof tryoutTypeDto>;

/** POST /test/: the new test's id. */
export const tryoutCreatedDto = z.object({ id: z.number() });
export type TryoutCreatedDto = z.infer<typeof tryoutCreatedDto>;

/**
 * A card of the test list (docs/product.md#screen-tests). `scheduledDateTime` is UTC ISO;
 * `scheduledDate` (DD/MM/YYYY) and `scheduledTime` (HH:mm) are read in Monaco time;
 * `typeLabel` is in the request's language.
 */
export const tryoutCardDto = z.object({
  id: z.number(),
  scheduledDateTime: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  capacity: z.number(),
  /** Members assigned. */
  assigned: z.number(),
  remaining: z.number(),
  minBirthYear: z.number(),
  maxBirthYear: z.number(),
  typeId: z.number(),
  typeLabel: z.string(),
  type: tryoutTypeDto,
  location: z.string(),
  completed: z.boolean(),
  /** The possible groups, by name. */
  groups: z.array(tryoutGroupDto),
  version: z.number(),
});
export type TryoutCardDto = z.infer<typeof tryoutCardDto>;

/** GET /test/groups: a group that may be a test's possible group (every group but the protected ones). */
export const tryoutGroupOptionDto = z.object({ id: z.number(), name: z.string(), sectionId: z.number(), sectionName: z.string() });
export type TryoutGroupOptionDto = z.infer<typeof tryoutGroupOptionDto>;

/**
 * GET /test/{id}/groups: the edit screen's choice of possible groups, by section (sections by
 * name, the section "Aucune" last; groups by name), each group flagged when it is one of the test's.
 */
export const tryoutSectionGroupsDto = z.object({
  id: z.number(),
  name: z.string(),
  groups: z.array(tryoutGroupDto.extend({ selected: z.boolean() })),
});
export type TryoutSectionGroupsDto = z.infer<typeof tryoutSectionGroupsDto>;

/** GET /student/unassigned?id=: a member in the two lists of the test edit screen and in the start-test table. */
export const tryoutStudentDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  /** The family's contact e-mail: the guardian's for a minor when known, else the member's own. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type TryoutStudentDto = z.infer<typeof tryoutStudentDto>;

/** GET /student/test/{id}: an assigned member, with the result once the test is completed. */
export const tryoutParticipantDto = tryoutStudentDto.extend({
  assignedAt: z.string(),
  resultGroupId: z.number().nullable(),
  failed: z.boolean(),
});
export type TryoutParticipantDto = z.infer<typeof tryoutParticipantDto>;

/** POST /test/student */
export const tryoutAssignmentDto = z.object({
  testId: z.number(),
  studentId: z.number(),
  remaining: z.number(),
  /** A convocation mail was queued by this call (sendMail, the family reachable, not already sent today). */
  mailQueued: z.boolean(),
});
export type TryoutAssignmentDto = z.infer<typeof tryoutAssignmentDto>;

/** PATCH /test/{id}/completed */
export const tryoutCompletionDto = z.object({
  id: z.number(),
  completed: z.literal(true),
  placed: z.number(),
  failed: z.number(),
  /** Assigned students without a placement (they did not come): no result, free for another test. */
  absent: z.number(),
  /** Link mails queued (placed students whose family has an address). */
  mailsQueued: z.number(),
  /** Mails queued to the families of the students not admitted: one per family. */
  notAdmittedMailsQueued: z.number(),
  /** Placed students with another record of the same person on file (members/duplicates.ts); absent when none. */
  possibleDuplicates: z.array(possibleDuplicateDto).optional(),
});
export type TryoutCompletionDto = z.infer<typeof tryoutCompletionDto>;

/** GET /test/{id}/mail */
export const tryoutMailDto = z.object({
  /** Convocation mails queued: one per family, not those already sent today. */
  queued: z.number(),
  /** Participants whose family has no e-mail address. */
  unreachable: z.number(),
});
export type TryoutMailDto = z.infer<typeof tryoutMailDto>;
