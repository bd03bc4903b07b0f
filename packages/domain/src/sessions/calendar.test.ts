import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUB_TIME_ZONE, defaultWeekRange, localDayOf, nearestSlotDate, shiftDay } from './calendar.js';

const iso = (range: { start: Date; end: Date }) => ({ start: range.start.toISOString(), end: range.end.toISOString() });

describe('default week of the session list, Monaco time', () => {
  it('runs Monday 00:00 to Sunday 23:59:59.999 local time', () => {
    // Wednesday 25 November 2026, 15:00 in Monaco (UTC+1).
    expect(iso(defaultWeekRange(new Date('2026-11-25T14:00:00Z')))).toEqual({
      start: '2026-11-22T23:00:00.000Z',
      end: '2026-11-29T22:59:59.999Z',
    });
  });

  it('keeps Sunday 23:59 in the week that ends, though it is already 22:59 UTC', () => {
    const sunday = new Date('2026-11-22T22:59:00Z'); // Sunday 22 November, 23:59 in Monaco
    expect(iso(defaultWeekRange(sunday))).toEqual({
      start: '2026-11-15T23:00:00.000Z',
      end: '2026-11-22T22:59:59.999Z',
    });
    expect(iso(defaultWeekRange(new Date('2026-11-22T22:59:59.999Z'))).end).toBe('2026-11-22T22:59:59.999Z');
  });

  it('starts a new week at Monday 00:00 local time, still Sunday in UTC', () => {
    const monday = new Date('2026-11-22T23:00:00Z'); // Monday 23 November, 00:00 in Monaco
    expect(iso(defaultWeekRange(monday))).toEqual({
      start: '2026-11-22T23:00:00.000Z',
      end: '2026-11-29T22:59:59.999Z',
    });
  });

  it('handles the spring change (Sunday 29 March 2026, 02:00 → 03:00): a week of 167 hours', () => {
    const range = defaultWeekRange(new Date('2026-03-27T12:00:00Z'));
    expect(iso(range)).toEqual({ start: '2026-03-22T23:00:00.000Z', end: '2026-03-29T21:59:59.999Z' });
    expect(range.end.getTime() + 1 - range.start.getTime()).toBe(167 * 3600_000);
    // Sunday evening after the change is still in that week; Monday 00:00 CEST starts the next.
    expect(iso(defaultWeekRange(new Date('2026-03-29T21:30:00Z'))).start).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(defaultWeekRange(new Date('2026-03-29T22:00:00Z'))).start).toBe('2026-03-29T22:00:00.000Z');
  });

  it('handles the autumn change (Sunday 25 October 2026, 03:00 → 02:00): a week of 169 hours', () => {
    const range = defaultWeekRange(new Date('2026-10-25T01:30:00Z')); // during the repeated hour
    expect(iso(range)).toEqual({ start: '2026-10-18T22:00:00.000Z', end: '2026-10-25T22:59:59.999Z' });
    expect(range.end.getTime() + 1 - range.start.getTime()).toBe(169 * 3600_000);
    expect(iso(defaultWeekRange(new Date('2026-10-25T23:00:00Z'))).start).toBe('2026-10-25T23:00:00.000Z');
  });

  it('reads days in the time zone it is given', () => {
    expect(localDayOf(new Date('2026-11-22T23:30:00Z'), CLUB_TIME_ZONE)).toEqual({ day: '2026-11-23', weekday: 1 });
    expect(localDayOf(new Date('2026-11-22T23:30:00Z'), 'UTC')).toEqual({ day: '2026-11-22', weekday: 7 });
    expect(shiftDay('2026-03-28', 2)).toBe('2026-03-30');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('nearest slot of a group (pre-filled session date)', () => {
  const slots = [
    { weekday: 2, start: '18:00', end: '19:30' }, // Tuesday
    { weekday: 5, start: '17:15', end: '18:45' }, // Friday
  ];

  it('is null without slots', () => {
    expect(nearestSlotDate([], new Date('2026-11-24T10:00:00Z'))).toBeNull();
  });

  it("picks today's slot before it starts and while it runs", () => {
    // Tuesday 24 November 2026, 10:00 and 18:30 in Monaco.
    expect(nearestSlotDate(slots, new Date('2026-11-24T09:00:00Z'))?.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(nearestSlotDate(slots, new Date('2026-11-24T17:30:00Z'))?.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it("moves on once today's slot has ended", () => {
    // Tuesday 19:30 in Monaco: the Tuesday slot ended, Friday's is next.
    expect(nearestSlotDate(slots, new Date('2026-11-24T18:30:00Z'))?.toISOString()).toBe('2026-11-27T16:15:00.000Z');
    // Saturday: next Tuesday.
    expect(nearestSlotDate(slots, new Date('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('comes back a week later when the only slot of the week has ended', () => {
    const only = [{ weekday: 2, start: '18:00', end: '19:30' }];
    expect(nearestSlotDate(only, new Date('2026-11-24T19:00:00Z'))?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('reads the wall-clock time across a daylight-saving change', () => {
    // Saturday 28 March 2026 (CET); the Monday slot after the change is at 18:00 CEST = 16:00 UTC.
    const monday = [{ weekday: 1, start: '18:00', end: '19:00' }];
    expect(nearestSlotDate(monday, new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-30T16:00:00.000Z');
    // Saturday 24 October 2026 (CEST); Monday after the change at 18:00 CET = 17:00 UTC.
    expect(nearestSlotDate(monday, new Date('2026-10-24T12:00:00Z'))?.toISOString()).toBe('2026-10-26T17:00:00.000Z');
  });

  it("uses Monaco's day, not UTC's, near midnight", () => {
    // Monday 23 November 2026 00:30 in Monaco, Sunday 23:30 UTC: a Monday 07:00 slot is today.
    const early = [{ weekday: 1, start: '07:00', end: '08:00' }];
    expect(nearestSlotDate(early, new Date('2026-11-22T23:30:00Z'))?.toISOString()).toBe('2026-11-23T06:00:00.000Z');
  });
});

describe('local day of an instant', () => {
  it('agrees with dayjs time zones on any instant of 1950–2100, in Monaco and across the date line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(CLUB_TIME_ZONE, 'UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'),
        (ms, tz) => {
          const local = dayjs(new Date(ms)).tz(tz);
          expect(localDayOf(new Date(ms), tz)).toEqual({ day: local.format('YYYY-MM-DD'), weekday: ((local.day() + 6) % 7) + 1 });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the same day when asked again within an hour, in zones whose midnight falls inside a UTC hour', () => {
    const zones = [CLUB_TIME_ZONE, 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Adelaide', 'America/St_Johns'];
    // Three days around Monaco's and Adelaide's clock changes of April 2026, every 7 minutes, each asked twice.
    const start = Date.UTC(2026, 2, 28, 18);
    for (const tz of zones) {
      for (let minutes = 0; minutes < 3 * 24 * 60; minutes += 7) {
        const instant = new Date(start + minutes * 60_000 + 59_999);
        const local = dayjs(instant).tz(tz);
        const expected = { day: local.format('YYYY-MM-DD'), weekday: ((local.day() + 6) % 7) + 1 };
        expect(localDayOf(instant, tz), `${tz} ${instant.toISOString()}`).toEqual(expected);
        expect(localDayOf(instant, tz), `${tz} ${instant.toISOString()} again`).toEqual(expected);
      }
    }
  });
});
