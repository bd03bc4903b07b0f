import { foldName, type GroupStudentDto } from '@club/domain';

/** The optional columns of the group details (docs/product.md#screen-group-details: display settings). */
export const STUDENT_COLUMNS = ['birthDate', 'subGroup', 'nextYearGroup', 'contact', 'guardian'] as const;
export type StudentColumn = (typeof STUDENT_COLUMNS)[number];
export type StudentColumns = Record<StudentColumn, boolean>;

export const DEFAULT_STUDENT_COLUMNS: StudentColumns = {
  birthDate: true,
  subGroup: true,
  nextYearGroup: false,
  contact: false,
  guardian: false,
};

export interface NameFilter {
  firstName: string;
  lastName: string;
}

/** Live, case-insensitive name filters (docs/product.md#screen-group-details); accents are ignored too (« elodie » finds « Élodie »). */
export const matchesNameFilter = (student: Pick<GroupStudentDto, 'firstName' | 'lastName'>, filter: NameFilter): boolean =>
  foldName(student.firstName).includes(foldName(filter.firstName)) && foldName(student.lastName).includes(foldName(filter.lastName));

/** Sorted by last name, then first name, as people look for them. */
export const byLastName = <T extends { firstName: string; lastName: string }>(a: T, b: T): number =>
  a.lastName.localeCompare(b.lastName, 'fr', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'fr', { sensitivity: 'base' });
