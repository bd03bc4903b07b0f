import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMinor } from '../dates.js';
import { isMinorInSeason, latestAdultBirthDate, seasonReferenceDate } from './adulthood.js';

const season = { startDate: '2026-09-01', endDate: '2027-08-31' };

describe('adulthood in a season', () => {
  it('judges on today while the season runs, else on its nearest end', () => {
    const during = new Date('2026-11-21T10:00:00.000Z');
    expect(seasonReferenceDate(season, during)).toEqual(during);
    expect(seasonReferenceDate(season, new Date('2026-06-15T10:00:00.000Z')).toISOString().slice(0, 10)).toBe('2026-09-01');
    expect(seasonReferenceDate(season, new Date('2028-01-10T10:00:00.000Z')).toISOString().slice(0, 10)).toBe('2027-08-31');
  });

  it('counts a member turning 18 before the season starts as an adult of that season', () => {
    const june = new Date('2026-06-15T10:00:00.000Z');
    expect(isMinor('2008-07-01', june)).toBe(true);
    expect(isMinorInSeason('2008-07-01', season, june)).toBe(false);
    expect(isMinorInSeason('2008-09-02', season, june)).toBe(true);
  });

  it('gives the last adult birth date, 29 February included', () => {
    expect(latestAdultBirthDate(new Date('2026-11-21T10:00:00.000Z'))).toBe('2008-11-21');
    const day = new Date('2026-02-28T10:00:00.000Z');
    const last = latestAdultBirthDate(day);
    expect(isMinor(last, day)).toBe(false);
    expect(isMinor('2008-02-29', day)).toBe(last < '2008-02-29');
  });

  it('agrees with isMinor on every day: born on or before the last adult birth date is an adult', () => {
    const days = fc.date({ min: new Date('2000-01-01T00:00:00.000Z'), max: new Date('2040-12-31T00:00:00.000Z'), noInvalidDate: true });
    fc.assert(
      fc.property(days, fc.integer({ min: -400, max: 400 }), (on, offset) => {
        const last = new Date(`${latestAdultBirthDate(on)}T12:00:00.000Z`);
        const birth = new Date(last.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
        expect(isMinor(birth, on)).toBe(birth > latestAdultBirthDate(on));
      }),
    );
  });
});
