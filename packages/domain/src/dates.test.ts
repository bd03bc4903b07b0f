import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, ageOnDay, isMinor, isMinorOnDay, MINOR_BELOW_AGE } from './dates.js';

/** The count of years as dayjs makes it: what the fast counts must give. */
const dayjsAge = (birthDate: string, on: Date): number => dayjs(on).diff(dayjs(birthDate), 'year');

const iso = (date: Date): string => date.toISOString().slice(0, 10);
/** A calendar day between 1950 and 2060, as `YYYY-MM-DD`. */
const day = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }).map(iso);
/** Days people trip on: 28 February to 1 March, year ends, in leap years and common ones (2000, 2100 included). */
const edgeDay = fc
  .tuple(
    fc.constantFrom(1999, 2000, 2003, 2004, 2007, 2008, 2023, 2024, 2025, 2026, 2028, 2041, 2044, 2099, 2100),
    fc.constantFrom('02-28', '02-29', '03-01', '12-31', '01-01'),
  )
  .filter(([year, md]) => md !== '02-29' || new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1)
  .map(([year, md]) => `${year}-${md}`);
const anyDay = fc.oneof(day, edgeDay);
/** A birth date and a day a few days around its 18th (or 17th, 19th) birthday, where the count turns. */
const nearBirthday = fc.tuple(anyDay, fc.integer({ min: 17, max: 19 }), fc.integer({ min: -3, max: 3 })).map(([birth, years, shift]) => {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  return [birth, iso(new Date(Date.UTC(y + years, m - 1, d + shift)))] as const;
});
const pair = fc.oneof(fc.tuple(anyDay, anyDay), nearBirthday);
/** The day as `ageOn` reads it: an instant of that local day. */
const noonOf = (d: string): Date => new Date(`${d}T12:00:00`);

describe('ageOnDay: the age on a day by comparing text, as ageOn counts it', () => {
  it('equals ageOn for thousands of birth dates and days, 29 February and year ends included', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const [birth, on] = a <= b ? [a, b] : [b, a];
        expect(ageOnDay(birth, on)).toBe(dayjsAge(birth, noonOf(on)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with isMinor on every pair, a birth date after the day included', () => {
    fc.assert(
      fc.property(pair, ([birth, on]) => {
        expect(isMinorOnDay(birth, on)).toBe(dayjsAge(birth, noonOf(on)) < MINOR_BELOW_AGE);
      }),
      { numRuns: 20_000 },
    );
  });

  it('makes someone born on 29 February a year older on 28 February of a common year', () => {
    expect(ageOnDay('2008-02-29', '2026-02-27')).toBe(17);
    expect(ageOnDay('2008-02-29', '2026-02-28')).toBe(18);
    expect(ageOnDay('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOnDay('2008-02-29', '2028-02-29')).toBe(20);
    expect(isMinorOnDay('2008-12-31', '2026-12-30')).toBe(true);
    expect(isMinorOnDay('2008-12-31', '2026-12-31')).toBe(false);
  });
});

describe('ageOn and isMinor: the age at an instant, any time of its day', () => {
  /** An instant of the day, at any minute of it in the runtime's zone (midnight and the last minute included). */
  const instantOf = (d: string, minute: number): Date => {
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, dd, 0, minute, minute % 60 === 59 ? 59 : 0, minute % 60 === 59 ? 999 : 0);
  };
  const minute = fc.oneof(fc.constantFrom(0, 1, 719, 1439), fc.integer({ min: 0, max: 1439 }));

  it('count the years as dayjs does, birth dates after the instant included', () => {
    fc.assert(
      fc.property(pair, minute, ([birth, on], m) => {
        const instant = instantOf(on, m);
        expect(ageOn(birth, instant)).toBe(dayjsAge(birth, instant));
        expect(isMinor(birth, instant)).toBe(dayjsAge(birth, instant) < MINOR_BELOW_AGE);
      }),
      { numRuns: 20_000 },
    );
  });

  it('read a birth date written otherwise as dayjs does', () => {
    const on = new Date(2026, 10, 26, 10);
    for (const birth of ['2008-11-26T00:00:00', '2008/11/27', '2008-11-26T10:00:00.000Z']) {
      expect(ageOn(birth, on), birth).toBe(dayjsAge(birth, on));
    }
  });
});
