import { z } from 'zod';
import { id } from '../text.js';
import { SESSION_MSG } from './messages.js';
import { MAX_PERIOD_DAYS } from './requests.js';

// The query strings of the sessions' API: read by the server only; the web builds them.

const DAY_MS = 86_400_000;
const MAX_INT = 2_147_483_647;
/** Up to 31 December 2100: stored dates stay four-digit years that compare as text. */
const LAST_MS = Date.UTC(2100, 11, 31, 23, 59, 59, 999);

/** Milliseconds since the epoch, as the list sends its date pickers (docs/product.md#api). */
const epochMs = z
  .string({ error: SESSION_MSG.date })
  .regex(/^\d{1,15}$/, { error: SESSION_MSG.date })
  .transform(Number)
  .refine((ms) => ms <= LAST_MS, { error: SESSION_MSG.date });

/** A period of at most 366 days (an hour more for a daylight-saving change), end not before start. */
const validPeriod = (q: { startDate: number; endDate: number }): boolean =>
  q.endDate >= q.startDate && q.endDate - q.startDate <= MAX_PERIOD_DAYS * DAY_MS + 3_600_000;
const periodIssue = { path: ['endDate'], error: SESSION_MSG.range };

/** 0 or absent: the whole group, read as null. */
const subGroupQuery = z.coerce
  .number({ error: SESSION_MSG.subGroup })
  .int({ error: SESSION_MSG.subGroup })
  .min(0, { error: SESSION_MSG.subGroup })
  .max(MAX_INT, { error: SESSION_MSG.subGroup })
  .optional()
  .transform((value) => (value === undefined || value === 0 ? null : value));

/** GET /student/session?groupId=&subGroupId=: who goes on a new sheet. */
/** `date` (epoch ms, default now): the session's day, for the health flags and the absences reported for it. */
export const sessionStudentsQuery = z.object({ groupId: id, subGroupId: subGroupQuery, date: epochMs.optional() });

/**
 * GET /session?startDate=&endDate=&login=. `login` is the historical coach flag: accepted,
 * but rights always come from the token.
 */
export const sessionListQuery = z
  .object({ startDate: epochMs, endDate: epochMs, login: z.string().max(64).optional() })
  .refine(validPeriod, periodIssue);

/** GET /session/rates and /session/rates/export: a group over a period. */
export const attendanceRatesQuery = z.object({ startDate: epochMs, endDate: epochMs, groupId: id }).refine(validPeriod, periodIssue);
