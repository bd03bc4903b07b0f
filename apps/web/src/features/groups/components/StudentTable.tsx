import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useWindowRows } from '@/lib/useWindowRows';
import { personName } from '@/lib/personName';
import { STUDENT_COLUMNS } from './studentColumns';
import { studentDetail, type StudentListProps } from './studentDetails';

/** A small table row with a checkbox: the first guess before rows are measured. */
const ROW_HEIGHT = 53;

/** Stands for the rows not drawn, so the page keeps its full height and scroll bar. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <TableRow aria-hidden>
      <TableCell colSpan={columns} sx={{ height, p: 0, border: 0 }} />
    </TableRow>
  );
}

/** The group's students on a tablet or desktop; a long list draws only the rows near the screen. */
export function StudentTable({ students, columns, selection, onToggle, onToggleAll, nextYearName }: StudentListProps) {
  const { t } = useTranslation('groups');
  const shown = STUDENT_COLUMNS.filter((column) => columns[column]);
  const chosen = selection === null ? 0 : students.filter((student) => selection.has(student.id)).length;
  const { attachList, indexes, before, after, measure, virtual } = useWindowRows<HTMLTableSectionElement>(students.length, ROW_HEIGHT);
  const columnCount = 2 + shown.length + (selection === null ? 0 : 1);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('details.students')} aria-rowcount={virtual ? students.length + 1 : undefined}>
        <TableHead>
          <TableRow>
            {selection !== null && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={students.length > 0 && chosen === students.length}
                  indeterminate={chosen > 0 && chosen < students.length}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  disabled={students.length === 0}
                  slotProps={{ input: { 'aria-label': t('details.selectAll') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('columns.lastName')}</TableCell>
            <TableCell>{t('columns.firstName')}</TableCell>
            {shown.map((column) => (
              <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody ref={attachList}>
          {before > 0 && <Spacer height={before} columns={columnCount} />}
          {indexes.map((index) => {
            const student = students[index]!;
            return (
              <TableRow
                key={student.id}
                hover
                selected={selection?.has(student.id) ?? false}
                data-index={index}
                ref={measure}
                aria-rowindex={virtual ? index + 2 : undefined}
              >
                {selection !== null && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.has(student.id)}
                      onChange={() => onToggle(student.id)}
                      slotProps={{ input: { 'aria-label': t('details.select', { name: personName(student) }) } }}
                    />
                  </TableCell>
                )}
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {student.lastName}
                </TableCell>
                <TableCell>{student.firstName}</TableCell>
                {shown.map((column) => (
                  <TableCell key={column}>{studentDetail(column, student, t, nextYearName)}</TableCell>
                ))}
              </TableRow>
            );
          })}
          {after > 0 && <Spacer height={after} columns={columnCount} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
