import { describe, expect, it } from 'vitest';
import { absenceFixture } from '../testing/absenceFixtures';
import { clubDayOf, isCovered, rangeErrors } from './days';

describe('the range of an absence', () => {
  const today = '2025-11-20';

  it('takes today to 92 days on, one day or more', () => {
    expect(rangeErrors('2025-11-20', '2025-11-20', today)).toEqual({});
    expect(rangeErrors('2025-11-20', '2026-02-19', today)).toEqual({});
  });

  it('refuses a past first day, a last day before it, a 93rd day and what is not a date', () => {
    expect(rangeErrors('2025-11-19', '2025-11-21', today)).toEqual({ fromDay: 'ABSENCE_RANGE_ERROR' });
    expect(rangeErrors('2025-11-22', '2025-11-21', today)).toEqual({ toDay: 'ABSENCE_RANGE_ERROR' });
    expect(rangeErrors('2025-11-20', '2026-02-20', today)).toEqual({ toDay: 'ABSENCE_RANGE_ERROR' });
    expect(rangeErrors('', '2025-13-45', today)).toEqual({ fromDay: 'ABSENCE_DAY_ERROR', toDay: 'ABSENCE_DAY_ERROR' });
  });
});

describe('a session’s day', () => {
  it('is the pool’s calendar day, not the UTC one', () => {
    // 00:30 in Monaco on 1 December is still 30 November in UTC.
    expect(clubDayOf('2025-11-30T23:30:00.000Z')).toBe('2025-12-01');
    expect(isCovered([absenceFixture({ memberId: 12, fromDay: '2025-12-01', toDay: '2025-12-01' })], 12, '2025-12-01')).toBe(true);
    expect(isCovered([absenceFixture({ memberId: 12, fromDay: '2025-12-01', toDay: '2025-12-01' })], 11, '2025-12-01')).toBe(false);
  });
});
