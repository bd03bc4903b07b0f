import { describe, expect, it } from 'vitest';
import { attendanceRates } from './rates.js';

describe('attendance rates', () => {
  it('gives percentages of the records with one decimal', () => {
    expect(attendanceRates({ present: 2, absent: 1, late: 1 })).toEqual({ presentRate: 66.7, absentRate: 33.3, lateRate: 33.3 });
    expect(attendanceRates({ present: 3, absent: 1, late: 0 })).toEqual({ presentRate: 75, absentRate: 25, lateRate: 0 });
    expect(attendanceRates({ present: 0, absent: 4, late: 0 })).toEqual({ presentRate: 0, absentRate: 100, lateRate: 0 });
  });

  it('has no rate without any record', () => {
    expect(attendanceRates({ present: 0, absent: 0, late: 0 })).toEqual({ presentRate: null, absentRate: null, lateRate: null });
  });
});
