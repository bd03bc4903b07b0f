import { describe, expect, it } from 'vitest';
import { plannedOccurrences, weeklyDays, type SlotForPlanning } from './generation.js';

const tuesday: SlotForPlanning = { id: 1, groupId: 7, weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' };
const saturday: SlotForPlanning = { id: 2, groupId: 7, weekday: 6, start: '09:00', end: '10:00', location: 'Piscine Rainier III' };
const season = { startDay: '2026-09-01', endDay: '2027-08-31' };

describe('planned sessions from weekly slots (docs/product.md#planning)', () => {
  it('lists the days of a weekday, both ends included', () => {
    expect(weeklyDays(2, '2026-11-24', '2026-12-08')).toEqual(['2026-11-24', '2026-12-01', '2026-12-08']);
    expect(weeklyDays(7, '2026-11-23', '2026-11-28')).toEqual([]);
    expect(weeklyDays(1, '2026-12-01', '2026-11-30')).toEqual([]);
  });

  it('plans from today to the season end, nothing already started', () => {
    const now = new Date('2026-11-24T17:30:00.000Z'); // 18:30 in Monaco, Tuesday's session started
    const rows = plannedOccurrences([tuesday], [season], [], '2026-11-24', now);
    expect(rows[0]).toEqual({
      timeSlotId: 1,
      groupId: 7,
      day: '2026-12-01',
      startsAt: '2026-12-01T17:00:00.000Z',
      endsAt: '2026-12-01T18:30:00.000Z',
      location: 'Stade Louis II',
    });
    expect(rows.at(-1)!.day).toBe('2027-08-31');
    expect(rows).toHaveLength(40);
  });

  it('keeps 18:00 at 18:00 in Monaco across both daylight-saving changes', () => {
    const autumn = { startDay: '2026-09-01', endDay: '2026-11-03' };
    const days = plannedOccurrences([tuesday], [autumn], [], '2026-10-19', new Date('2026-10-19T00:00:00Z'));
    // Summer time (UTC+2) until Sunday 25 October 2026, then UTC+1.
    expect(days.map((row) => row.startsAt)).toEqual(['2026-10-20T16:00:00.000Z', '2026-10-27T17:00:00.000Z', '2026-11-03T17:00:00.000Z']);
    const spring = plannedOccurrences([tuesday], [season], [], '2027-03-22', new Date('2027-03-22T00:00:00Z')).slice(0, 2);
    // Summer time from Sunday 28 March 2027.
    expect(spring.map((row) => row.startsAt)).toEqual(['2027-03-23T17:00:00.000Z', '2027-03-30T16:00:00.000Z']);
  });

  it('skips the days a closure covers: every pool, or only the slot’s pool', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    const span = { startDay: '2026-09-01', endDay: '2027-01-10' };
    const closures = [
      { fromDay: '2026-12-19', toDay: '2027-01-03', location: null },
      { fromDay: '2026-11-28', toDay: '2026-11-28', location: 'Piscine Rainier III' },
      { fromDay: '2026-12-01', toDay: '2026-12-01', location: 'Bassin de Monte-Carlo' },
    ];
    const rows = plannedOccurrences([tuesday, saturday], [span], closures, '2026-11-23', now);
    const days = (slotId: number) => rows.filter((row) => row.timeSlotId === slotId).map((row) => row.day);
    expect(days(1)).toEqual(['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2027-01-05']);
    expect(days(2)).toEqual(['2026-12-05', '2026-12-12', '2027-01-09']);
  });

  it('plans nothing for a season over, and a day once when seasons overlap', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(plannedOccurrences([tuesday], [{ startDay: '2025-09-01', endDay: '2026-08-31' }], [], '2026-11-23', now)).toEqual([]);
    const twice = plannedOccurrences([tuesday], [season, { startDay: '2026-11-01', endDay: '2026-12-01' }], [], '2026-11-23', now);
    expect(twice.filter((row) => row.day === '2026-12-01')).toHaveLength(1);
  });
});
