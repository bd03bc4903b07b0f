import { z } from 'zod';
import { isIsoDate } from '../subscriptions/fields.js';
import { plainLine, refId } from '../text.js';
import { ABSENCE_MSG } from './messages.js';

/**
 * Absences reported by families (docs/product.md#absences): from the family space, or through
 * the absence link of a family mail without signing in. The same payloads serve both.
 */

export const ABSENCE_REASON_MAX = 300;
/** A reported range covers at most 92 days (a term). */
export const ABSENCE_RANGE_MAX_DAYS = 92;
/** The planned sessions offered for a report: those of the next 30 days. */
export const ABSENCE_HORIZON_DAYS = 30;

const day = z.string({ error: ABSENCE_MSG.day }).trim().refine(isIsoDate, { error: ABSENCE_MSG.day });
const reason = plainLine(ABSENCE_MSG.reason, ABSENCE_REASON_MAX)
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullish()
  .transform((value) => value ?? null);

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** POST …/absences: one planned session, or a range of days. */
export const reportAbsenceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('SESSION'), memberId: refId(ABSENCE_MSG.member), plannedSessionId: refId(ABSENCE_MSG.session), reason }),
    z
      .object({ kind: z.literal('RANGE'), memberId: refId(ABSENCE_MSG.member), fromDay: day, toDay: day, reason })
      .refine((value) => value.fromDay <= value.toDay && dayCount(value.fromDay, value.toDay) < ABSENCE_RANGE_MAX_DAYS, {
        path: ['toDay'],
        error: ABSENCE_MSG.range,
      }),
  ],
  { error: ABSENCE_MSG.range },
);
export type ReportAbsenceInput = z.input<typeof reportAbsenceSchema>;
export type ReportAbsence = z.output<typeof reportAbsenceSchema>;

export const absenceDto = z.object({
  id: z.number(),
  memberId: z.number(),
  firstName: z.string(),
  fromDay: z.string(),
  toDay: z.string(),
  /** The planned session reported, when one was; its start for display. */
  plannedSessionId: z.number().nullable(),
  sessionStartsAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AbsenceDto = z.infer<typeof absenceDto>;

/** A planned session a child may be reported absent from. */
export const absenceSessionDto = z.object({
  id: z.number(),
  groupName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  status: z.enum(['PLANNED', 'CANCELLED']),
});

/** GET …/absences: the family's children, each with its upcoming planned sessions, and the absences not yet over. */
export const familyAbsencesDto = z.object({
  children: z.array(
    z.object({
      memberId: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      sessions: z.array(absenceSessionDto),
    }),
  ),
  absences: z.array(absenceDto),
});
export type FamilyAbsencesDto = z.infer<typeof familyAbsencesDto>;
