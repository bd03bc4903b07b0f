import { z } from 'zod';
import { HEALTH_FLAGS } from '../club/health-rules.js';

// The answers of the sessions' API (docs/product.md#api): the server serialises through these
// schemas, so a field not listed here never leaves.

/**
 * A member of a group or sub-group, as the new-session screen fetches them. GET /student/session.
 * `healthFlag`: the health document missing or the medical certificate expired on the session's
 * day (today for a new session), so the coach sees it at the pool side (docs/product.md#health-rules).
 */
export const sessionStudentDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  healthFlag: z.enum(HEALTH_FLAGS).nullable(),
  /**
   * The family reported the child absent for the session's day (docs/product.md#absences):
   * the sheet shows them excused. `absenceReason`: the family's words, when given.
   */
  excused: z.boolean(),
  absenceReason: z.string().nullable(),
});
export type SessionStudentDto = z.infer<typeof sessionStudentDto>;

/** A member of a recorded session (docs/product.md#sessions-attendance). */
export const sessionAttendanceDto = sessionStudentDto.extend({ isAbsent: z.boolean(), isLate: z.boolean() });
export type SessionAttendanceDto = z.infer<typeof sessionAttendanceDto>;

/** POST /session/ and PATCH /session/edit/ answer `true` on success; the client takes anything else for UNKNOWN_ERROR. */
export const sessionSavedDto = z.literal(true);

/** GET /session/{id}: what the edit screen opens with. `subGroupId` 0 is the whole group. */
export const sessionDetailsDto = z.object({
  id: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  subGroupId: z.number(),
  subGroupName: z.string().nullable(),
  date: z.string(),
  isTransmitted: z.boolean(),
  version: z.number(),
  students: z.array(sessionAttendanceDto),
});
export type SessionDetailsDto = z.infer<typeof sessionDetailsDto>;

/** A row of the session list (docs/product.md#screen-sessions). GET /session. */
export const sessionListRowDto = z.object({
  id: z.number(),
  date: z.string(),
  groupId: z.number(),
  groupName: z.string(),
  subGroupId: z.number(),
  subGroupName: z.string().nullable(),
  /** Members not absent. */
  participants: z.number(),
  absences: z.number(),
  /** Late arrivals among the participants. */
  lates: z.number(),
  version: z.number(),
});
export type SessionListRowDto = z.infer<typeof sessionListRowDto>;

/**
 * Attendance records over the period (one per member per session) and their percentages, null
 * without records. `excused`: the absences a family reported, counted apart from the others
 * (`absent` holds both; docs/product.md#absences).
 */
const attendanceCounts = {
  present: z.number(),
  absent: z.number(),
  excused: z.number(),
  late: z.number(),
  presentRate: z.number().nullable(),
  absentRate: z.number().nullable(),
  excusedRate: z.number().nullable(),
  unexcusedRate: z.number().nullable(),
  lateRate: z.number().nullable(),
};

/** A member's attendance; `sessions`: the sessions of the period the member was on the sheet of. */
export const memberRatesDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  sessions: z.number(),
  ...attendanceCounts,
});
export type MemberRatesDto = z.infer<typeof memberRatesDto>;

/** The group's attendance; `sessions`: the group's sessions of the period (the whole group and its sub-groups). */
export const groupRatesDto = z.object({ id: z.number(), name: z.string(), sessions: z.number(), ...attendanceCounts });
export type GroupRatesDto = z.infer<typeof groupRatesDto>;

/** GET /session/rates (docs/product.md#attendance-rates). */
export const attendanceRatesDto = z.object({
  startDate: z.string(),
  endDate: z.string(),
  group: groupRatesDto,
  members: z.array(memberRatesDto),
});
export type AttendanceRatesDto = z.infer<typeof attendanceRatesDto>;
