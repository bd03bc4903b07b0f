import { z } from 'zod';
import { MSG } from '../messages.js';
import { nameLike } from '../text.js';
import { SESSION_MSG } from './messages.js';

/** Bounds of what one request may carry. */
export const MAX_SESSION_STUDENTS = 500;
export const MAX_SLOTS_PER_REQUEST = 20;
export const MAX_LOCATION_LENGTH = 100;
/** The longest period the session list and the attendance rates cover at once. */
export const MAX_PERIOD_DAYS = 366;

const MAX_INT = 2_147_483_647;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const recordId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });

/** A client-chosen key (a UUID in practice) that makes a retried submit land once. */
export const CLIENT_KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * An ISO 8601 date-time with its offset (`2026-11-21T18:30:00.000Z`), kept as UTC ISO so
 * stored dates compare as text. Years outside 2000–2100 are typing mistakes.
 */
export const sessionDateField = z
  .iso.datetime({ offset: true, error: SESSION_MSG.date })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    },
    { error: SESSION_MSG.date },
  )
  .transform((value) => new Date(value).toISOString());

export const sessionStudentSchema = z.object({
  id: recordId(SESSION_MSG.student),
  isAbsent: z.boolean({ error: SESSION_MSG.students }),
  isLate: z.boolean({ error: SESSION_MSG.students }),
});
export type SessionStudentInput = z.input<typeof sessionStudentSchema>;

const sessionStudentsField = z
  .array(sessionStudentSchema, { error: SESSION_MSG.students })
  .max(MAX_SESSION_STUDENTS, { error: SESSION_MSG.students })
  .refine((students) => new Set(students.map((s) => s.id)).size === students.length, {
    error: SESSION_MSG.students,
  });

/** 0, null or absent: the whole group (SPEC §4 pre-step); stored as null. */
const subGroupField = z
  .number({ error: SESSION_MSG.subGroup })
  .int({ error: SESSION_MSG.subGroup })
  .min(0, { error: SESSION_MSG.subGroup })
  .max(MAX_INT, { error: SESSION_MSG.subGroup })
  .nullish()
  .transform((value) => (value === undefined || value === null || value === 0 ? null : value));

/**
 * POST /session/ (SPEC §7): `{session: {...}}`. Other fields the screen keeps in its
 * state (names, request status) are dropped.
 */
export const createSessionSchema = z.object({
  session: z.object({
    groupId: recordId(SESSION_MSG.group),
    subGroupId: subGroupField,
    date: sessionDateField,
    clientKey: z.string({ error: SESSION_MSG.clientKey }).regex(CLIENT_KEY, { error: SESSION_MSG.clientKey }),
    students: sessionStudentsField,
  }),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSession = z.output<typeof createSessionSchema>['session'];

/**
 * PATCH /session/edit/: the session keeps its group; `version` (required) guards against a
 * lost update: without it a save would silently overwrite another coach's sheet.
 */
export const editSessionSchema = z.object({
  session: z.object({
    id: recordId(MSG.invalid),
    version: z
      .number({ error: SESSION_MSG.version })
      .int({ error: SESSION_MSG.version })
      .positive({ error: SESSION_MSG.version })
      .max(MAX_INT, { error: SESSION_MSG.version }),
    date: sessionDateField,
    students: sessionStudentsField,
  }),
});
export type EditSessionInput = z.input<typeof editSessionSchema>;
export type EditSession = z.output<typeof editSessionSchema>['session'];

/** `HH:mm`, 00:00 to 23:59 (SPEC §1 time format). */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface WeeklySlot {
  weekday: number;
  start: string;
  end: string;
}

/** Two slots overlap when they share a weekday and some minutes (touching ends do not). */
export const slotsOverlap = (a: WeeklySlot, b: WeeklySlot): boolean =>
  a.weekday === b.weekday && a.start < b.end && b.start < a.end;

/** One weekly slot of a group: weekday, start, end (after the start, same day) and location. */
export const timeSlotSchema = z
  .object({
    weekday: z
      .number({ error: SESSION_MSG.weekday })
      .int({ error: SESSION_MSG.weekday })
      .min(1, { error: SESSION_MSG.weekday })
      .max(7, { error: SESSION_MSG.weekday }),
    start: z.string({ error: SESSION_MSG.start }).regex(TIME_OF_DAY, { error: SESSION_MSG.start }),
    end: z.string({ error: SESSION_MSG.end }).regex(TIME_OF_DAY, { error: SESSION_MSG.end }),
    location: nameLike(SESSION_MSG.location, MAX_LOCATION_LENGTH),
  })
  .refine((slot) => slot.start < slot.end, { path: ['end'], error: SESSION_MSG.endBeforeStart });
export type TimeSlotInput = z.input<typeof timeSlotSchema>;
export type TimeSlot = z.output<typeof timeSlotSchema>;

/** POST /timeslot/: several slots of one group at once; they may not overlap each other. */
export const createTimeSlotsSchema = z.object({
  groupId: recordId(SESSION_MSG.group),
  slots: z
    .array(timeSlotSchema, { error: SESSION_MSG.slots })
    .min(1, { error: SESSION_MSG.slots })
    .max(MAX_SLOTS_PER_REQUEST, { error: SESSION_MSG.slots })
    .superRefine((slots, ctx) => {
      slots.forEach((slot, index) => {
        if (slots.slice(0, index).some((earlier) => slotsOverlap(earlier, slot))) {
          ctx.addIssue({ code: 'custom', path: [index, 'start'], message: SESSION_MSG.overlap });
        }
      });
    }),
});
export type CreateTimeSlotsInput = z.input<typeof createTimeSlotsSchema>;

/** PATCH /timeslot/{id}: the whole slot, as the edit form holds it. */
export const updateTimeSlotSchema = timeSlotSchema;
export type UpdateTimeSlotInput = z.input<typeof updateTimeSlotSchema>;

/** A student of a group or sub-group, as the new-session screen fetches them. */
export interface SessionStudentDto {
  id: number;
  firstName: string;
  lastName: string;
}

/** A student of a recorded session (SPEC §3 Training session). */
export interface SessionAttendanceDto extends SessionStudentDto {
  isAbsent: boolean;
  isLate: boolean;
}

/** GET /session/{id}: what the edit screen opens with. `subGroupId` 0 is the whole group. */
export interface SessionDetailsDto {
  id: number;
  groupId: number;
  groupName: string;
  subGroupId: number;
  subGroupName: string | null;
  date: string;
  isTransmitted: boolean;
  version: number;
  students: SessionAttendanceDto[];
}

/** A row of the session list (SPEC §2 Sessions). */
export interface SessionListRowDto {
  id: number;
  date: string;
  groupId: number;
  groupName: string;
  subGroupId: number;
  subGroupName: string | null;
  /** Students not absent. */
  participants: number;
  absences: number;
  /** Late arrivals among the participants. */
  lates: number;
  version: number;
}

export interface TimeSlotDto {
  id: number;
  groupId: number;
  groupName: string;
  weekday: number;
  start: string;
  end: string;
  location: string;
}

/** GET /timeslot/next: the start of the group's nearest slot, to pre-fill a new session. */
export interface NextSlotDto {
  date: string | null;
}
