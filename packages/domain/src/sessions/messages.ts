import { MSG } from '../messages.js';

/**
 * Field message keys of the training-session and time-slot forms. The server sends
 * them in `fields`; the web translates them (namespace `validation`).
 */
export const SESSION_MSG = {
  /** A session date is required and valid (docs/product.md#validation). */
  date: MSG.invalidDate,
  group: 'SESSION_GROUP_ERROR',
  subGroup: 'SESSION_SUB_GROUP_ERROR',
  students: 'SESSION_STUDENTS_ERROR',
  /** A student who is not in the group or sub-group of the session. */
  student: 'SESSION_STUDENT_ERROR',
  clientKey: 'SESSION_CLIENT_KEY_ERROR',
  version: 'SESSION_VERSION_ERROR',
  /** The end of a period is before its start, or the period is too long. */
  range: 'DATE_RANGE_ERROR',
  weekday: 'TIME_SLOT_WEEKDAY_ERROR',
  start: 'TIME_SLOT_START_ERROR',
  end: 'TIME_SLOT_END_ERROR',
  /** The end of a slot is not after its start. */
  endBeforeStart: 'TIME_SLOT_END_BEFORE_START',
  location: 'TIME_SLOT_LOCATION_ERROR',
  slots: 'TIME_SLOT_COUNT_ERROR',
  /** Two slots of one group overlap on the same weekday. */
  overlap: 'TIME_SLOT_OVERLAP',
  /** The planned session is another group's, or cancelled (docs/product.md#planning). */
  plannedSession: 'PLANNED_SESSION_ERROR',
} as const;
