/**
 * The attendance sheet of a training session (docs/product.md#sessions-attendance),
 * as pure functions: the new-session and edit screens hold their state with them and
 * the unit tests pin the rules down.
 *
 * Rules, exactly as the spec states them:
 * - on opening, every student is absent and not late, sorted by last name;
 * - ticking "attending" clears absent (unticking sets it back);
 * - ticking "late" sets late; unticking late leaves absent as it is.
 *
 * And one the spec left open, learnt from a week of use: late means present. A coach
 * ticking "late" alone left the swimmer absent, counted among the absences. So ticking
 * late also ticks attending, unticking attending also unticks late, and the server reads
 * a record saying both (from an older screen) as present and late (`lateMeansPresent`).
 * - submit is possible only with a valid date and while the session is not transmitted.
 */

import type { HealthFlag } from '../club/health-rules.js';

export interface SheetStudent {
  id: number;
  firstName: string;
  lastName: string;
  /** The health flag the coach sees (docs/product.md#health-rules); kept as loaded. */
  healthFlag?: HealthFlag | null;
  /** The family reported the swimmer absent for the session's day (docs/product.md#absences); kept as loaded. */
  excused?: boolean;
  /** The family's words for that absence, when given. */
  absenceReason?: string | null;
}

export interface AttendanceRow extends SheetStudent {
  isAbsent: boolean;
  isLate: boolean;
}

const collator = new Intl.Collator('fr');

/** By last name, then first name, as a French reader sorts them (É next to E, case second). */
export const compareStudentNames = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }): number =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);

export const sortStudentsByName = <T extends { firstName: string; lastName: string }>(rows: readonly T[]): T[] =>
  [...rows].sort(compareStudentNames);

/** The students of the group or sub-group, loaded absent and not late, sorted by last name. */
export const loadStudents = (students: readonly SheetStudent[]): AttendanceRow[] =>
  sortStudentsByName(
    students.map(({ id, firstName, lastName, healthFlag, excused, absenceReason }) => ({
      id,
      firstName,
      lastName,
      healthFlag: healthFlag ?? null,
      excused: excused ?? false,
      absenceReason: absenceReason ?? null,
      isAbsent: true,
      isLate: false,
    })),
  );

const update = (state: readonly AttendanceRow[], id: number, change: (row: AttendanceRow) => AttendanceRow): AttendanceRow[] =>
  state.map((row) => (row.id === id ? change(row) : row));

/** Attending clears absent; not attending sets it, and clears late: an absent swimmer is not late. */
export const toggleAttending = (state: readonly AttendanceRow[], id: number, attending: boolean): AttendanceRow[] =>
  update(state, id, (row) => ({ ...row, isAbsent: !attending, isLate: attending && row.isLate }));

/** Late sets late and present (a late swimmer came); unticking late leaves presence as it is. */
export const toggleLate = (state: readonly AttendanceRow[], id: number, late: boolean): AttendanceRow[] =>
  update(state, id, (row) => ({ ...row, isLate: late, isAbsent: late ? false : row.isAbsent }));

/** A record both late and absent is a late arrival: present and late. Other records are kept as they are. */
export const lateMeansPresent = <T extends { isAbsent: boolean; isLate: boolean }>(records: readonly T[]): T[] =>
  records.map((record) => (record.isLate && record.isAbsent ? { ...record, isAbsent: false } : record));

/** Submit is disabled while the date is invalid or the session already transmitted (or on its way). */
export const canSubmit = (sheet: { dateValid: boolean; transmitted: boolean; submitting?: boolean }): boolean =>
  sheet.dateValid && !sheet.transmitted && sheet.submitting !== true;

/** The students as the submit call sends them. */
export const toSubmittedStudents = (state: readonly AttendanceRow[]): { id: number; isAbsent: boolean; isLate: boolean }[] =>
  state.map(({ id, isAbsent, isLate }) => ({ id, isAbsent, isLate }));

/** Counts shown in the session list: participants are the students not absent. */
export const countAttendance = (
  state: readonly { isAbsent: boolean; isLate: boolean }[],
): { participants: number; absences: number; lates: number } => ({
  participants: state.filter((row) => !row.isAbsent).length,
  absences: state.filter((row) => row.isAbsent).length,
  lates: state.filter((row) => !row.isAbsent && row.isLate).length,
});
