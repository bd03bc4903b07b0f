import { z } from 'zod';
import { MSG } from '../messages.js';
import { refId } from '../text.js';
import { SESSION_MSG } from './messages.js';

/** Bounds of what one request may carry. */
export const MAX_SESSION_STUDENTS = 500;
/** The longest period the session list and the attendance rates cover at once. */
export const MAX_PERIOD_DAYS = 366;

const MAX_INT = 2_147_483_647;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A client-chosen key (a UUID in practice) that makes a retried submit land once. */
export const CLIENT_KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * An ISO 8601 date-time with its offset (`2026-11-21T18:30:00.000Z`), kept as UTC ISO so
 * stored dates compare as text. Years outside 2000–2100 are typing mistakes.
 */
export const sessionDateField = z.iso
  .datetime({ offset: true, error: SESSION_MSG.date })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    },
    { error: SESSION_MSG.date },
  )
  .transform((value) => new Date(value).toISOString());

export const sessionStudentSchema = z.object({
  id: refId(SESSION_MSG.student),
  isAbsent: z.boolean({ error: SESSION_MSG.students }),
  isLate: z.boolean({ error: SESSION_MSG.students }),
  /**
   * When the coach last ticked this swimmer, by the phone's clock (docs/product.md#offline-attendance):
   * a merge keeps each swimmer's latest change. Without it, the time the sheet arrives.
   */
  changedAt: sessionDateField.optional(),
});
export type SessionStudentInput = z.input<typeof sessionStudentSchema>;

const sessionStudentsField = z
  .array(sessionStudentSchema, { error: SESSION_MSG.students })
  .max(MAX_SESSION_STUDENTS, { error: SESSION_MSG.students })
  .refine((students) => new Set(students.map((s) => s.id)).size === students.length, {
    error: SESSION_MSG.students,
  });

/** 0, null or absent: the whole group (docs/product.md#screen-sessions, the pre-step); stored as null. */
const subGroupField = z
  .number({ error: SESSION_MSG.subGroup })
  .int({ error: SESSION_MSG.subGroup })
  .min(0, { error: SESSION_MSG.subGroup })
  .max(MAX_INT, { error: SESSION_MSG.subGroup })
  .nullish()
  .transform((value) => (value === undefined || value === null || value === 0 ? null : value));

/**
 * POST /session/ (docs/product.md#api): `{session: {...}}`. Other fields the screen keeps in
 * its state (names, request status) are dropped.
 */
export const createSessionSchema = z.object({
  session: z.object({
    groupId: refId(SESSION_MSG.group),
    subGroupId: subGroupField,
    date: sessionDateField,
    clientKey: z.string({ error: SESSION_MSG.clientKey }).regex(CLIENT_KEY, { error: SESSION_MSG.clientKey }),
    students: sessionStudentsField,
    /**
     * The planned session this sheet fills (docs/product.md#planning); without it, the group's
     * planned session starting at `date`, if any. Null for an extra session.
     */
    plannedSessionId: refId(SESSION_MSG.plannedSession).nullish(),
    /**
     * A sheet that meets one already recorded for the same group, sub-group and date-time is
     * merged into it per swimmer instead of answering 409 (docs/product.md#offline-attendance):
     * what a phone sends from its queue of sheets, which nobody is watching when it arrives.
     */
    merge: z.boolean({ error: MSG.invalid }).optional(),
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
    id: refId(MSG.invalid),
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
