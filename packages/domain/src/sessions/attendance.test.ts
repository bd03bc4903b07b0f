import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  lateMeansPresent,
  countAttendance,
  loadStudents,
  toggleAttending,
  toggleLate,
  toSubmittedStudents,
  type AttendanceRow,
} from './attendance.js';

const students = [
  { id: 1, firstName: 'Zoé', lastName: 'Martin' },
  { id: 2, firstName: 'Lucas', lastName: 'Émery' },
  { id: 3, firstName: 'Anna', lastName: 'dupont' },
  { id: 4, firstName: 'Chloé', lastName: 'Martin' },
  { id: 5, firstName: 'Hugo', lastName: 'Bernard' },
];

const row = (state: AttendanceRow[], id: number) => state.find((r) => r.id === id)!;

describe('attendance sheet of a training session', () => {
  it('loads every student absent and not late, sorted by last name then first name, French order', () => {
    const state = loadStudents(students);
    expect(state.map((r) => `${r.lastName} ${r.firstName}`)).toEqual([
      'Bernard Hugo',
      'dupont Anna',
      'Émery Lucas',
      'Martin Chloé',
      'Martin Zoé',
    ]);
    expect(state.every((r) => r.isAbsent && !r.isLate)).toBe(true);
  });

  it('drops whatever else the students carried and leaves the input untouched', () => {
    const input = [{ id: 9, firstName: 'Léa', lastName: 'Roux', isAbsent: false, isLate: true }];
    expect(loadStudents(input)).toEqual([
      { id: 9, firstName: 'Léa', lastName: 'Roux', healthFlag: null, excused: false, absenceReason: null, isAbsent: true, isLate: false },
    ]);
    expect(input[0]).toMatchObject({ isAbsent: false, isLate: true });
  });

  it('keeps the health flag the coach must see', () => {
    const loaded = loadStudents([{ id: 3, firstName: 'Noé', lastName: 'Blanc', healthFlag: 'EXPIRED' }]);
    expect(loaded[0]).toMatchObject({ healthFlag: 'EXPIRED', isAbsent: true });
  });

  it('keeps the absence a family reported, with its reason, and the swimmer starts absent', () => {
    const loaded = loadStudents([{ id: 4, firstName: 'Léo', lastName: 'Gris', excused: true, absenceReason: 'Angine' }]);
    expect(loaded[0]).toMatchObject({ excused: true, absenceReason: 'Angine', isAbsent: true });
    expect(toggleAttending(loaded, 4, true)[0]).toMatchObject({ excused: true, absenceReason: 'Angine', isAbsent: false });
  });

  it('ticking attending clears absent, unticking sets it back, for that student only', () => {
    const loaded = loadStudents(students);
    const attending = toggleAttending(loaded, 2, true);
    expect(row(attending, 2).isAbsent).toBe(false);
    expect(attending.filter((r) => r.id !== 2).every((r) => r.isAbsent)).toBe(true);
    expect(row(loaded, 2).isAbsent).toBe(true);
    expect(row(toggleAttending(attending, 2, false), 2).isAbsent).toBe(true);
  });

  it('ticking late sets late and marks present: a late swimmer came', () => {
    const loaded = loadStudents(students);
    expect(row(toggleLate(loaded, 5, true), 5)).toMatchObject({ isLate: true, isAbsent: false });
    const present = toggleAttending(loaded, 5, true);
    expect(row(toggleLate(present, 5, true), 5)).toMatchObject({ isLate: true, isAbsent: false });
  });

  it('unticking late leaves presence as it is', () => {
    const lateAlone = toggleLate(loadStudents(students), 1, true);
    expect(row(toggleLate(lateAlone, 1, false), 1)).toMatchObject({ isLate: false, isAbsent: false });
    const notLate = toggleLate(loadStudents(students), 1, false);
    expect(row(notLate, 1)).toMatchObject({ isLate: false, isAbsent: true });
  });

  it('unticking attending clears late too: an absent swimmer is not late', () => {
    const state = toggleAttending(toggleLate(loadStudents(students), 3, true), 3, false);
    expect(row(state, 3)).toMatchObject({ isAbsent: true, isLate: false });
  });

  it('reads a stored late-and-absent record (older screens) as present and late', () => {
    const sheet = [
      { id: 1, isAbsent: true, isLate: true },
      { id: 2, isAbsent: true, isLate: false },
      { id: 3, isAbsent: false, isLate: true },
    ];
    expect(lateMeansPresent(sheet)).toEqual([
      { id: 1, isAbsent: false, isLate: true },
      { id: 2, isAbsent: true, isLate: false },
      { id: 3, isAbsent: false, isLate: true },
    ]);
  });

  it('an unknown id changes nothing', () => {
    const loaded = loadStudents(students);
    expect(toggleAttending(loaded, 99, true)).toEqual(loaded);
    expect(toggleLate(loaded, 99, true)).toEqual(loaded);
  });

  it('submit is disabled while the date is invalid, once transmitted, and while submitting', () => {
    expect(canSubmit({ dateValid: true, transmitted: false })).toBe(true);
    expect(canSubmit({ dateValid: false, transmitted: false })).toBe(false);
    expect(canSubmit({ dateValid: true, transmitted: true })).toBe(false);
    expect(canSubmit({ dateValid: false, transmitted: true })).toBe(false);
    expect(canSubmit({ dateValid: true, transmitted: false, submitting: true })).toBe(false);
  });

  it('sends id, absent and late only, and counts participants, absences and late arrivals', () => {
    let state = loadStudents(students);
    state = toggleAttending(state, 1, true);
    state = toggleAttending(state, 2, true);
    state = toggleLate(state, 2, true);
    state = toggleLate(state, 3, true); // late without ticking attending: present too
    expect(toSubmittedStudents(state)).toContainEqual({ id: 2, isAbsent: false, isLate: true });
    expect(Object.keys(toSubmittedStudents(state)[0]!)).toEqual(['id', 'isAbsent', 'isLate']);
    expect(countAttendance(state)).toEqual({ participants: 3, absences: 2, lates: 2 });
  });
});
