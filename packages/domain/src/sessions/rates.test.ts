import { describe, expect, it } from 'vitest';
import { attendanceRates } from './rates.js';

describe('attendance rates', () => {
  it('gives percentages of the records with one decimal', () => {
    expect(attendanceRates({ present: 2, absent: 1, excused: 0, late: 1 })).toEqual({
      presentRate: 66.7,
      absentRate: 33.3,
      excusedRate: 0,
      unexcusedRate: 33.3,
      lateRate: 33.3,
    });
    expect(attendanceRates({ present: 3, absent: 1, excused: 1, late: 0 })).toMatchObject({ presentRate: 75, absentRate: 25, lateRate: 0 });
    expect(attendanceRates({ present: 0, absent: 4, excused: 0, late: 0 })).toMatchObject({ presentRate: 0, absentRate: 100, lateRate: 0 });
  });

  it('counts the absences a family reported apart from the others', () => {
    expect(attendanceRates({ present: 6, absent: 4, excused: 3, late: 0 })).toMatchObject({
      absentRate: 40,
      excusedRate: 30,
      unexcusedRate: 10,
    });
  });

  it('has no rate without any record', () => {
    expect(attendanceRates({ present: 0, absent: 0, excused: 0, late: 0 })).toEqual({
      presentRate: null,
      absentRate: null,
      excusedRate: null,
      unexcusedRate: null,
      lateRate: null,
    });
  });
});
