import type { PlannedSessionDto } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { byDay, clubToday, weekOf, weekOfParam } from './week';

const planned = (id: number, day: string): PlannedSessionDto => ({
  id,
  groupId: 1,
  groupName: 'Benjamins',
  day,
  startsAt: `${day}T16:00:00.000Z`,
  endsAt: `${day}T17:00:00.000Z`,
  location: 'Stade nautique',
  status: 'PLANNED',
  cancelReason: null,
  cancelledAt: null,
  sessionId: null,
  reportedAbsent: 0,
});

describe('planning weeks', () => {
  it('runs Monday to Sunday, across a month and a daylight-saving change', () => {
    expect(weekOf('2026-11-26')).toMatchObject({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weekOf('2026-11-23').monday).toBe('2026-11-23');
    expect(weekOf('2026-11-29').monday).toBe('2026-11-23');
    expect(weekOf('2026-10-25').days).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
  });

  it('takes today in Monaco: Sunday 23:30 UTC is already Monday at the pool', () => {
    expect(clubToday(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(weekOfParam(null, new Date('2026-11-29T23:30:00Z')).monday).toBe('2026-11-30');
    expect(weekOfParam('2026-12-09', new Date('2026-11-29T23:30:00Z')).monday).toBe('2026-12-07');
    expect(weekOfParam('not-a-day', new Date('2026-11-26T10:00:00Z')).monday).toBe('2026-11-23');
  });

  it('groups sessions by day in day order', () => {
    const grouped = byDay([planned(2, '2026-11-25'), planned(1, '2026-11-23'), planned(3, '2026-11-25')]);
    expect(grouped.map(([day, sessions]) => [day, sessions.map((session) => session.id)])).toEqual([
      ['2026-11-23', [1]],
      ['2026-11-25', [2, 3]],
    ]);
  });
});
