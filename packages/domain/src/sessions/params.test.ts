import { describe, expect, it } from 'vitest';
import { attendanceRatesQuery, sessionListQuery, sessionStudentsQuery } from './params.js';

const DAY_MS = 86_400_000;
const start = Date.UTC(2026, 8, 1);

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('query strings of the sessions calls', () => {
  it('reads a period in milliseconds, of at most 366 days, the end not before the start', () => {
    expect(sessionListQuery.parse({ startDate: String(start), endDate: String(start + 7 * DAY_MS) })).toEqual({
      startDate: start,
      endDate: start + 7 * DAY_MS,
    });
    expect(issues(sessionListQuery.safeParse({ startDate: String(start), endDate: String(start - 1) }))).toEqual({
      endDate: 'DATE_RANGE_ERROR',
    });
    expect(issues(sessionListQuery.safeParse({ startDate: String(start), endDate: String(start + 367 * DAY_MS) }))).toEqual({
      endDate: 'DATE_RANGE_ERROR',
    });
    expect(issues(sessionListQuery.safeParse({ startDate: '-1', endDate: String(start) }))).toMatchObject({
      startDate: 'INVALID_DATE_MESSAGE',
    });
  });

  it('takes the rates of one group over a period', () => {
    expect(attendanceRatesQuery.parse({ startDate: String(start), endDate: String(start), groupId: '4' })).toMatchObject({ groupId: 4 });
    expect(attendanceRatesQuery.safeParse({ startDate: String(start), endDate: String(start) }).success).toBe(false);
  });

  it('reads subGroupId 0 or absent as the whole group', () => {
    expect(sessionStudentsQuery.parse({ groupId: '3' })).toEqual({ groupId: 3, subGroupId: null });
    expect(sessionStudentsQuery.parse({ groupId: '3', subGroupId: '0' })).toEqual({ groupId: 3, subGroupId: null });
    expect(sessionStudentsQuery.parse({ groupId: '3', subGroupId: '8' })).toEqual({ groupId: 3, subGroupId: 8 });
    expect(issues(sessionStudentsQuery.safeParse({ groupId: '3', subGroupId: '-1' }))).toEqual({ subGroupId: 'SESSION_SUB_GROUP_ERROR' });
  });
});
