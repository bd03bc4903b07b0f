import type { SessionDetailsDto, SessionStudentInput } from '@club/domain';

/**
 * Whether the stored session already holds this sheet: after a lost answer, the retried
 * edit meets its own first attempt as a "stale version" (409), which is then no conflict.
 */
export const holdsSheet = (stored: SessionDetailsDto, date: string, students: readonly SessionStudentInput[]): boolean => {
  if (new Date(stored.date).getTime() !== new Date(date).getTime()) return false;
  if (stored.students.length !== students.length) return false;
  const byId = new Map(stored.students.map((student) => [student.id, student]));
  return students.every((student) => {
    const kept = byId.get(student.id);
    return kept !== undefined && kept.isAbsent === student.isAbsent && kept.isLate === student.isLate;
  });
};
