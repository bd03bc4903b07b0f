import { describe, expect, it } from 'vitest';
import { seasonOfDay } from './season.js';

describe('seasonOfDay', () => {
  it('starts a season on 1 September', () => {
    expect(seasonOfDay('2026-09-01')).toEqual({ label: '2026-2027', startDate: '2026-09-01', endDate: '2027-08-31' });
  });
  it('keeps 31 August in the season that began the year before', () => {
    expect(seasonOfDay('2027-08-31').label).toBe('2026-2027');
  });
  it('places January in the season that began the previous September', () => {
    expect(seasonOfDay('2027-01-15').startDate).toBe('2026-09-01');
  });
});
