import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthYearChoices, clubYear, isFutureTryoutDate, tryoutDateParts } from './rules.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Saturday 21 November 2026, 11:00 in Monaco. */
const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('birth-year choices (docs/product.md#constants)', () => {
  it('lists 2021 down to the current year minus 80', () => {
    const years = birthYearChoices(NOW);
    expect(years[0]).toBe(2021);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(76);
    expect(years.every((year, i) => i === 0 || year === years[i - 1]! - 1)).toBe(true);
  });

  it('takes the year of Monaco on New Year’s Eve', () => {
    // 31 December 2026, 23:30 UTC is already 2027 in Monaco.
    expect(clubYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(birthYearChoices(new Date('2026-12-31T23:30:00Z')).at(-1)).toBe(1947);
  });
});

describe('try-out dates', () => {
  it('shows date and time in Monaco time, summer and winter', () => {
    expect(tryoutDateParts('2026-12-05T16:30:00.000Z')).toEqual({ date: '05/12/2026', time: '17:30' });
    expect(tryoutDateParts('2027-06-05T16:30:00.000Z')).toEqual({ date: '05/06/2027', time: '18:30' });
    expect(tryoutDateParts('2026-12-31T23:15:00.000Z')).toEqual({ date: '01/01/2027', time: '00:15' });
  });

  it('is in the future only strictly after now', () => {
    expect(isFutureTryoutDate('2026-11-21T10:00:00.001Z', NOW)).toBe(true);
    expect(isFutureTryoutDate('2026-11-21T10:00:00.000Z', NOW)).toBe(false);
  });
});

describe("a test's date and time in the club's time zone", () => {
  it('agrees with dayjs time zones on any minute of 1990–2100, midnight and daylight saving changes included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
        fc.constantFrom('Europe/Monaco', 'UTC', 'America/New_York'),
        (minute, tz) => {
          const at = new Date(minute * 60_000).toISOString();
          const local = dayjs(at).tz(tz);
          expect(tryoutDateParts(at, tz)).toEqual({ date: local.format('DD/MM/YYYY'), time: local.format('HH:mm') });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
