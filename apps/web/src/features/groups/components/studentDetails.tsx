import { formatDate, type GroupStudentDto } from '@club/domain';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { personName } from '@/lib/personName';
import type { StudentColumn } from './studentColumns';

export interface StudentListProps {
  /** Already filtered and sorted. */
  students: readonly GroupStudentDto[];
  columns: Record<StudentColumn, boolean>;
  /** The chosen students; null when the user may not act on them (no checkboxes). */
  selection: ReadonlySet<number> | null;
  onToggle: (studentId: number) => void;
  onToggleAll: (checked: boolean) => void;
  /** The name of a next-year group, "Aucune" for none. */
  nextYearName: (groupId: number | null) => string;
}

const lines = (...values: (string | null | undefined)[]): ReactNode => {
  const shown = values.filter((value): value is string => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return '—';
  return shown.map((value) => (
    <Box component="span" key={value} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {value}
    </Box>
  ));
};

/** The content of each optional column for one student, shared by the table and the cards. */
export const studentDetail = (
  column: StudentColumn,
  student: GroupStudentDto,
  t: TFunction<'groups'>,
  nextYearName: (groupId: number | null) => string,
): ReactNode => {
  switch (column) {
    case 'birthDate':
      return formatDate(student.birthDate);
    case 'subGroup':
      return student.subGroupName ?? t('details.noSubGroup');
    case 'nextYearGroup':
      return nextYearName(student.nextYearGroupId);
    case 'contact':
      return lines(student.contactInfo.email, student.contactInfo.phoneNumber);
    case 'guardian':
      return student.guardian === null ? '—' : lines(personName(student.guardian), student.guardian.email, student.guardian.phoneNumber);
  }
};
