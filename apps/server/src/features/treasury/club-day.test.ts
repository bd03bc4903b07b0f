import { paymentDayOf } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { clubDayOf } from './club-day.js';

describe('the club day of an instant', () => {
  it('is the domain’s payment day, every 131 minutes over a year, across both clock changes', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let minutes = 0; minutes < 366 * 24 * 60; minutes += 131) {
      const instant = new Date(start + minutes * 60_000).toISOString();
      expect(clubDayOf(instant), instant).toBe(paymentDayOf(new Date(instant)));
    }
  });

  it('gives the same day when asked again within the hour, and for an instant written with an offset', () => {
    const start = Date.parse('2026-03-28T20:00:00.000Z');
    for (let minutes = 0; minutes < 3 * 24 * 60; minutes += 7) {
      const instant = new Date(start + minutes * 60_000).toISOString();
      expect(clubDayOf(instant), instant).toBe(paymentDayOf(new Date(instant)));
    }
    expect(clubDayOf('2026-10-01T23:30:00+02:00')).toBe('2026-10-01');
    expect(clubDayOf('2026-10-01T23:30:00.000+00:00')).toBe('2026-10-02');
  });

  it('turns the day at midnight in Monaco', () => {
    expect(clubDayOf('2026-10-01T21:59:59.999Z')).toBe('2026-10-01');
    expect(clubDayOf('2026-10-01T22:00:00.000Z')).toBe('2026-10-02');
    expect(clubDayOf('2026-12-15T23:00:00.000Z')).toBe('2026-12-16');
  });
});
