import type { GroupSummaryDto, OptionDto } from '../schemas/groups.js';

/**
 * A card of the test list (SPEC §2 Tests, §3 Test). `scheduledDateTime` is UTC ISO;
 * `scheduledDate` (DD/MM/YYYY) and `scheduledTime` (HH:mm) are read in Monaco time;
 * `typeLabel` is in the request's language.
 */
export interface TestCardDto {
  id: number;
  scheduledDateTime: string;
  scheduledDate: string;
  scheduledTime: string;
  capacity: number;
  /** Members assigned. */
  assigned: number;
  remaining: number;
  minBirthYear: number;
  maxBirthYear: number;
  typeId: number;
  typeLabel: string;
  type: OptionDto;
  location: string;
  completed: boolean;
  /** The possible groups, by name. */
  groups: GroupSummaryDto[];
  version: number;
}

/** GET /test/groups: a group that may be a test's possible group (every group but the protected ones). */
export interface TestGroupOptionDto {
  id: number;
  name: string;
  sectionId: number;
  sectionName: string;
}

/**
 * GET /test/{id}/groups: the edit screen's choice of possible groups, by section (sections by
 * name, the section "Aucune" last; groups by name), each group flagged when it is one of the test's.
 */
export interface TestSectionGroupsDto {
  id: number;
  name: string;
  groups: (GroupSummaryDto & { selected: boolean })[];
}

/** A member in the two lists of the test edit screen and in the start-test table. */
export interface TestStudentDto {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** The family's contact e-mail: the guardian's for a minor when known, else the member's own. */
  email: string | null;
  phoneNumber: string | null;
}

/** GET /student/test/{id}: an assigned member, with the result once the test is completed. */
export interface TestParticipantDto extends TestStudentDto {
  assignedAt: string;
  resultGroupId: number | null;
  failed: boolean;
}

/** POST /test/student */
export interface TestAssignmentDto {
  testId: number;
  studentId: number;
  remaining: number;
  /** A convocation mail was queued by this call (sendMail, the family reachable, not already sent today). */
  mailQueued: boolean;
}

/** PATCH /test/{id}/completed */
export interface TestCompletionDto {
  id: number;
  completed: true;
  placed: number;
  failed: number;
  /** Assigned students without a placement (they did not come): no result, free for another test. */
  absent: number;
  /** Link mails queued (placed students whose family has an address). */
  mailsQueued: number;
  /** Mails queued to the families of the students not admitted: one per family. */
  notAdmittedMailsQueued: number;
  /** Placed students with another record of the same person on file (members/duplicates.ts); absent when none. */
  possibleDuplicates?: { memberIds: number[] }[];
}

/** GET /test/{id}/mail */
export interface TestMailDto {
  /** Convocation mails queued: one per family, not those already sent today. */
  queued: number;
  /** Participants whose family has no e-mail address. */
  unreachable: number;
}
