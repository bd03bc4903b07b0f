import { z } from 'zod';
import { isIsoDate } from '../subscriptions/fields.js';
import { plainLine, refId } from '../text.js';
import { MAX_LOCATION_LENGTH } from '../timeslots/requests.js';
import { PLANNING_MSG } from './messages.js';

/**
 * The contracts of the planning (docs/product.md#planning): the sessions the weekly time slots
 * plan for the season, the days the club closes, and cancellations.
 */

export const CLOSURE_LABEL_MAX = 100;
export const CANCEL_REASON_MAX = 300;
/** A closure or a planning query covers at most a year. */
export const PLANNING_RANGE_MAX_DAYS = 366;

export const PLANNED_STATUSES = ['PLANNED', 'CANCELLED'] as const;
export type PlannedStatus = (typeof PLANNED_STATUSES)[number];

/** A calendar day `YYYY-MM-DD`. */
export const dayField = (message: string = PLANNING_MSG.day) => z.string({ error: message }).trim().refine(isIsoDate, { error: message });

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A range of days, first ≤ last, at most a year long; the error goes on `toDay`. */
const withDayRange = <T extends { fromDay: string; toDay: string }>(schema: z.ZodType<T>) =>
  schema.refine((value) => value.fromDay <= value.toDay && dayCount(value.fromDay, value.toDay) < PLANNING_RANGE_MAX_DAYS, {
    path: ['toDay'],
    error: PLANNING_MSG.range,
  });

const locationField = plainLine(PLANNING_MSG.location, MAX_LOCATION_LENGTH).trim().min(1, { error: PLANNING_MSG.location });

/** GET /planning?fromDay&toDay[&groupId]: the planned sessions of those days the user reaches. */
export const planningQuery = withDayRange(
  z.object({
    fromDay: dayField(),
    toDay: dayField(),
    groupId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
);
export type PlanningQuery = z.output<typeof planningQuery>;

/** A planned session (docs/product.md#planning). `sessionId`: the attendance sheet that fills it, once taken. */
export const plannedSessionDto = z.object({
  id: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  status: z.enum(PLANNED_STATUSES),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  sessionId: z.number().nullable(),
  /** Children reported absent by their family for this session's day (docs/product.md#absences). */
  reportedAbsent: z.number(),
});
export type PlannedSessionDto = z.infer<typeof plannedSessionDto>;

/** POST /planning/closures; `location` null closes every pool. */
export const closureSchema = withDayRange(
  z.object({
    fromDay: dayField(),
    toDay: dayField(),
    location: locationField.nullable(),
    label: plainLine(PLANNING_MSG.label, CLOSURE_LABEL_MAX).trim().min(1, { error: PLANNING_MSG.label }),
  }),
);
export type ClosureInput = z.input<typeof closureSchema>;
export type Closure = z.output<typeof closureSchema>;

export const closureDto = z.object({
  id: z.number(),
  fromDay: z.string(),
  toDay: z.string(),
  location: z.string().nullable(),
  label: z.string(),
  createdAt: z.string(),
});
export type ClosureDto = z.infer<typeof closureDto>;

/**
 * POST /planning/cancel: one planned session, every session of a day, or every session of a day
 * at one pool. The families and coaches of the groups concerned are mailed (docs/product.md#cancellations).
 */
export const cancelTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('SESSION'), plannedSessionId: refId(PLANNING_MSG.status) }),
    z.object({ kind: z.literal('DAY'), day: dayField() }),
    z.object({ kind: z.literal('POOL'), day: dayField(), location: locationField }),
  ],
  { error: PLANNING_MSG.status },
);
export const cancelSchema = z.object({
  target: cancelTargetSchema,
  reason: plainLine(PLANNING_MSG.reason, CANCEL_REASON_MAX).trim().min(1, { error: PLANNING_MSG.reason }),
});
export type CancelInput = z.input<typeof cancelSchema>;
export type Cancel = z.output<typeof cancelSchema>;

/** What a cancellation (or a restore) did: the sessions changed and the mails queued. */
export const cancellationDto = z.object({ sessions: z.number(), mails: z.number() });
export type CancellationDto = z.infer<typeof cancellationDto>;
