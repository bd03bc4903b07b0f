import type { AttendanceRow } from '@club/domain';
import type { HealthFlag as HealthFlagValue } from '@club/domain/club';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** Rows and boxes a thumb hits without aiming: 56 px rows, 48 px boxes (WCAG 2.5.5 asks 44). */
const ROW_HEIGHT_PX = 56;
const BOX_PADDING = 1.5;

/** The excused students (docs/product.md#absences), id → the family's reason (null when none was given). */
export type Excuses = ReadonlyMap<number, string | null>;

interface AttendanceTableProps {
  rows: readonly AttendanceRow[];
  /** Who the family reported absent for the sheet's day, with its reason. */
  excuses: Excuses;
  disabled: boolean;
  onAttending: (studentId: number, attending: boolean) => void;
  onLate: (studentId: number, late: boolean) => void;
}

interface RowProps extends Omit<AttendanceTableProps, 'rows' | 'excuses'> {
  row: AttendanceRow;
  excused: boolean;
  absenceReason: string | null;
}

const attendingBoxId = (studentId: number) => `attending-${studentId}`;
const healthFlagId = (studentId: number) => `health-flag-${studentId}`;
const excusedId = (studentId: number) => `excused-${studentId}`;
const excusedReasonId = (studentId: number) => `excused-reason-${studentId}`;

/**
 * The health document missing or the certificate expired (docs/product.md#health-rules): an icon
 * and a short word beside the name, in the error colour, so the coach sees it at the pool side.
 */
function HealthFlag({ id, flag }: { id: string; flag: HealthFlagValue }) {
  const { t } = useTranslation('sessions');
  const Icon = flag === 'EXPIRED' ? EventBusyIcon : ErrorOutlineIcon;
  return (
    <Box
      component="span"
      id={id}
      data-health-flag={flag}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'error.main',
        color: 'error.main',
        bgcolor: 'background.paper',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.3,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 18 }} />
      {t(`sheet.health.${flag}`)}
    </Box>
  );
}

/**
 * The family reported the swimmer absent for this day (docs/product.md#absences): a chip, and the
 * family's reason written out under it, not in a tooltip, so a phone at the pool side shows it.
 */
function ExcusedMark({ studentId, reason }: { studentId: number; reason: string | null }) {
  const { t } = useTranslation('sessions');
  return (
    <>
      <Chip
        id={excusedId(studentId)}
        data-excused
        size="small"
        color="info"
        variant="outlined"
        icon={<FamilyRestroomIcon aria-hidden />}
        label={t('sheet.excused')}
        // A long label wraps on a narrow phone instead of running out of the row.
        sx={{ height: 'auto', minHeight: 24, bgcolor: 'background.paper', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      />
      {reason !== null && (
        <Box
          component="span"
          id={excusedReasonId(studentId)}
          sx={{ flexBasis: '100%', color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
        >
          {t('sheet.excusedReason', { reason })}
        </Box>
      )}
    </>
  );
}

/** One student; memoised so a tick re-renders its own row only. */
const AttendanceTableRow = memo(function AttendanceTableRow({ row, excused, absenceReason, disabled, onAttending, onLate }: RowProps) {
  const { t } = useTranslation('sessions');
  const name = `${row.firstName} ${row.lastName}`;
  const present = !row.isAbsent;
  const flag = row.healthFlag ?? null;
  const describedBy = [
    flag === null ? null : healthFlagId(row.id),
    excused ? excusedId(row.id) : null,
    excused && absenceReason !== null ? excusedReasonId(row.id) : null,
  ].filter((id) => id !== null);
  return (
    <TableRow
      data-present={present}
      sx={(theme) => ({
        height: ROW_HEIGHT_PX,
        bgcolor: present ? alpha(theme.palette.success.main, 0.1) : undefined,
        transition: 'background-color 120ms',
      })}
    >
      <TableCell padding="none" align="center" sx={{ width: 64 }}>
        <Checkbox
          id={attendingBoxId(row.id)}
          checked={present}
          disabled={disabled}
          color="success"
          onChange={(event) => onAttending(row.id, event.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('sheet.attendingOf', { name }),
              'aria-describedby': describedBy.length === 0 ? undefined : describedBy.join(' '),
            },
          }}
          sx={{ p: BOX_PADDING }}
        />
      </TableCell>
      <TableCell padding="none" align="center" sx={{ width: 64 }}>
        <Checkbox
          checked={row.isLate}
          disabled={disabled}
          color="warning"
          onChange={(event) => onLate(row.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('sheet.lateOf', { name }) } }}
          sx={{ p: BOX_PADDING }}
        />
      </TableCell>
      <TableCell component="th" scope="row" padding="none">
        {/* The whole name is the attending box's label: a tap anywhere on it ticks the student. */}
        <Box
          component="label"
          htmlFor={attendingBoxId(row.id)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 0.75,
            rowGap: 0.5,
            py: 0.5,
            minHeight: ROW_HEIGHT_PX,
            pl: 1,
            pr: 2,
            cursor: disabled ? 'default' : 'pointer',
            userSelect: 'none',
            WebkitTapHighlightColor: 'transparent',
          }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>
            {row.lastName}
          </Box>
          <span>{row.firstName}</span>
          {flag !== null && <HealthFlag id={healthFlagId(row.id)} flag={flag} />}
          {excused && <ExcusedMark studentId={row.id} reason={absenceReason} />}
        </Box>
      </TableCell>
    </TableRow>
  );
});

/** docs/product.md#screen-sessions: the student table, attending and late boxes, then the names. */
export function AttendanceTable({ rows, excuses, ...handlers }: AttendanceTableProps) {
  const { t } = useTranslation('sessions');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('sheet.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell padding="none" align="center" sx={{ py: 1 }}>
              {t('sheet.attending')}
            </TableCell>
            <TableCell padding="none" align="center" sx={{ py: 1 }}>
              {t('sheet.late')}
            </TableCell>
            <TableCell sx={{ pl: 1 }}>{t('sheet.name')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <AttendanceTableRow
              key={row.id}
              row={row}
              excused={excuses.has(row.id)}
              absenceReason={excuses.get(row.id) ?? null}
              {...handlers}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
