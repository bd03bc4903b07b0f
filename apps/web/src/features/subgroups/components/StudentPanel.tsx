import { formatDate, type SubGroupOverviewDto } from '@club/domain';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export type OverviewStudent = SubGroupOverviewDto['students'][number];

interface StudentPanelProps {
  title: string;
  students: readonly OverviewStudent[];
  /** The left table also shows each student's current sub-group. */
  subGroupName?: (subGroupId: number | null) => string;
  emptyText: string;
  /** What a click on the row does, said for screen readers: « Ajouter Jean Dupont à Vague 1 ». */
  actionLabel: (student: OverviewStudent) => string;
  actionIcon: ReactNode;
  onMove: (student: OverviewStudent) => void;
}

/** One side of the sub-group screen (docs/product.md#screen-subgroups): clicking a row moves the student across. */
export function StudentPanel({ title, students, subGroupName, emptyText, actionLabel, actionIcon, onMove }: StudentPanelProps) {
  const { t } = useTranslation('subgroups');
  const titleId = useId();
  const theme = useTheme();
  // A phone has no room for four columns: name on one line, birth date and sub-group under it.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const actionCell = (student: OverviewStudent) => (
    <TableCell padding="none" align="right" sx={{ pr: 1 }}>
      <IconButton
        size="small"
        aria-label={actionLabel(student)}
        onClick={(event) => {
          // The row moves the student already: one click, one move.
          event.stopPropagation();
          onMove(student);
        }}
      >
        {actionIcon}
      </IconButton>
    </TableCell>
  );
  const actionHeader = (
    <TableCell padding="none">
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('columns.action')}
      </Box>
    </TableCell>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
        {title}{' '}
        <Typography component="span" color="text.secondary">
          ({students.length})
        </Typography>
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: { lg: 560 } }}>
          <Table size="small" stickyHeader aria-labelledby={titleId}>
            {compact ? (
              <>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.member')}</TableCell>
                    {actionHeader}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.map((student) => (
                    <TableRow key={student.id} hover onClick={() => onMove(student)} sx={{ cursor: 'pointer' }}>
                      <TableCell>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {student.lastName}
                        </Box>{' '}
                        {student.firstName}
                        <Typography variant="body2" color="text.secondary">
                          {formatDate(student.birthDate)}
                          {subGroupName !== undefined && ` · ${subGroupName(student.subGroupId)}`}
                        </Typography>
                      </TableCell>
                      {actionCell(student)}
                    </TableRow>
                  ))}
                </TableBody>
              </>
            ) : (
              <>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.firstName')}</TableCell>
                    <TableCell>{t('columns.lastName')}</TableCell>
                    <TableCell>{t('columns.birthDate')}</TableCell>
                    {subGroupName !== undefined && <TableCell>{t('columns.subGroup')}</TableCell>}
                    {actionHeader}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.map((student) => (
                    <TableRow key={student.id} hover onClick={() => onMove(student)} sx={{ cursor: 'pointer' }}>
                      <TableCell>{student.firstName}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{student.lastName}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(student.birthDate)}</TableCell>
                      {subGroupName !== undefined && <TableCell>{subGroupName(student.subGroupId)}</TableCell>}
                      {actionCell(student)}
                    </TableRow>
                  ))}
                </TableBody>
              </>
            )}
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
