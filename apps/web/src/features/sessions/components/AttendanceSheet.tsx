import {
  canSubmit,
  countAttendance,
  localDayOf,
  toggleAttending,
  toggleLate,
  toSubmittedStudents,
  type AttendanceRow,
  type SessionStudentInput,
} from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { useSheetDayStudents } from '../api/getSessionStudents';
import { AttendanceSummaryBar } from './AttendanceSummaryBar';
import { AttendanceTable, type Excuses } from './AttendanceTable';
import { SessionDateTimeField } from './SessionDateTimeField';
import { fieldKeysOf } from './submitFailure';
import { useLeaveGuard } from '@/lib/useLeaveGuard';

export interface SheetSubmission {
  /** ISO 8601, UTC. */
  date: string;
  students: SessionStudentInput[];
  /** When each swimmer's ticks last changed (ISO, the phone's clock), for a merge (docs/product.md#offline-attendance). */
  changedAt: ReadonlyMap<number, string>;
}

export interface AttendanceSheetProps {
  initialRows: readonly AttendanceRow[];
  initialDate: Dayjs | null;
  submitLabel: string;
  /** Sends the sheet; rejects with the failure. Retries go through it again, unchanged. */
  onSubmit: (submission: SheetSubmission) => Promise<void>;
  /** The sheet is recorded: say so and leave. */
  onSubmitted: () => void;
  onCancel: () => void;
  /** A screen's own words for some failures (a stale edit); null for the usual message. */
  describeFailure?: (error: unknown) => { message: string; action?: ReactNode } | null;
  /** The submit waits for the network to come back (the device is offline): it leaves by itself then. */
  waitingForNetwork?: boolean;
  /**
   * The sheet's group and sub-group (0: the whole group): who is excused is asked again for the
   * sheet's date, and again whenever it moves to another day. Without it, the rows' own marks stay.
   */
  studentsOf?: { groupId: number; subGroupId: number };
}

/** Marks swimmers as ticked now, by the phone's clock (docs/product.md#offline-attendance). */
const stamped =
  (ids: readonly number[]) =>
  (current: ReadonlyMap<number, string>): ReadonlyMap<number, string> => {
    const now = new Date().toISOString();
    return new Map([...current, ...ids.map((id) => [id, now] as const)]);
  };

const clubDayOf = (ms: number): string => localDayOf(new Date(ms)).day;

/**
 * Who is excused on the sheet's day: the server's latest answer for that day; a row it does not
 * list (a swimmer who left the group since) keeps the mark it was loaded with, on the day it was
 * loaded for only.
 */
const excusesOf = (
  rows: readonly AttendanceRow[],
  dayStudents: readonly { id: number; excused: boolean; absenceReason: string | null }[] | undefined,
  loadedDay: boolean,
): Excuses => {
  const fresh = new Map((dayStudents ?? []).map((student) => [student.id, student]));
  const excuses = new Map<number, string | null>();
  for (const row of rows) {
    const known = fresh.get(row.id);
    if (known !== undefined ? known.excused : loadedDay && row.excused === true) {
      excuses.set(row.id, (known !== undefined ? known.absenceReason : row.absenceReason) ?? null);
    }
  }
  return excuses;
};

/**
 * The attendance sheet (docs/product.md#sessions-attendance), for a new session and for an edit. Its state lives
 * here, in memory only, driven by the domain's tested rules (toggleAttending,
 * toggleLate, canSubmit). A failed submit keeps every tick; leaving with unsaved ticks
 * asks first; once recorded the sheet is transmitted and cannot be sent again.
 */
export function AttendanceSheet({
  initialRows,
  initialDate,
  submitLabel,
  onSubmit,
  onSubmitted,
  onCancel,
  describeFailure,
  waitingForNetwork = false,
  studentsOf,
}: AttendanceSheetProps) {
  const { t } = useTranslation('sessions');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const [rows, setRows] = useState<readonly AttendanceRow[]>(initialRows);
  const [date, setDate] = useState<Dayjs | null>(initialDate);
  const [dateValid, setDateValid] = useState(initialDate !== null && initialDate.isValid());
  const [touched, setTouched] = useState(false);
  const [transmitted, setTransmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [changedAt, setChangedAt] = useState<ReadonlyMap<number, string>>(() => new Map());
  const guard = useLeaveGuard(touched && !transmitted, t('sheet.leaveWarning'));
  // The date whose day the excused marks are asked for: a new time the same day asks nothing.
  const [initialMs] = useState(() => (initialDate?.isValid() === true ? initialDate.valueOf() : Date.now()));
  const [askedMs, setAskedMs] = useState(initialMs);
  const dayStudents = useSheetDayStudents(studentsOf ?? null, askedMs);
  const loadedDay = clubDayOf(askedMs) === clubDayOf(initialMs);
  const excuses = useMemo(() => excusesOf(rows, dayStudents.data, loadedDay), [rows, dayStudents.data, loadedDay]);

  const onAttending = useCallback((studentId: number, attending: boolean) => {
    setRows((current) => toggleAttending(current, studentId, attending));
    setChangedAt(stamped([studentId]));
    setTouched(true);
  }, []);
  const onLate = useCallback((studentId: number, late: boolean) => {
    setRows((current) => toggleLate(current, studentId, late));
    setChangedAt(stamped([studentId]));
    setTouched(true);
  }, []);
  const onDateChange = useCallback((next: Dayjs | null, valid: boolean) => {
    setDate(next);
    setDateValid(valid);
    setTouched(true);
    if (valid && next !== null) setAskedMs((asked) => (clubDayOf(asked) === clubDayOf(next.valueOf()) ? asked : next.valueOf()));
  }, []);
  // A swimmer the family reported absent stays absent: the coach ticks them one by one if they came after all.
  const markAllPresent = () => {
    setRows((current) => current.reduce((state, row) => (excuses.has(row.id) ? state : toggleAttending(state, row.id, true)), current));
    setChangedAt(stamped(rows.filter((row) => row.isAbsent && !excuses.has(row.id)).map((row) => row.id)));
    setTouched(true);
  };

  const submittable = canSubmit({ dateValid, transmitted, submitting });
  const submit = async () => {
    if (!submittable || date === null) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ date: date.toISOString(), students: toSubmittedStudents(rows), changedAt });
      guard.release();
      setTransmitted(true);
      onSubmitted();
    } catch (error) {
      setFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const failureView = (() => {
    if (failure === null) return undefined;
    const custom = describeFailure?.(failure) ?? null;
    const keys = fieldKeysOf(failure);
    const message = custom?.message ?? (keys.length > 0 ? keys.map(validationText).join(' · ') : errorText(failure));
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ mb: 1.5, alignItems: 'center' }}
        action={
          custom === null ? (
            <Button color="inherit" size="small" onClick={() => void submit()} disabled={!submittable} sx={{ minHeight: 40 }}>
              {t('sheet.retry')}
            </Button>
          ) : undefined
        }
      >
        {message}
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
          {t('sheet.ticksKept')}
        </Typography>
        {/* Under the text, not beside it: a phone leaves a long label no room at the side. */}
        {custom !== null && <Box sx={{ mt: 1 }}>{custom.action}</Box>}
      </Alert>
    );
  })();

  const notice =
    failureView ??
    (waitingForNetwork ? (
      <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
        {t('sheet.waitingForNetwork')}
      </Alert>
    ) : undefined);

  const counts = countAttendance(rows);
  const allPresent = rows.every((row) => !row.isAbsent || excuses.has(row.id));

  return (
    // A readable width on a desktop; the whole width of a phone.
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <SessionDateTimeField label={t('sheet.date')} value={date} disabled={transmitted} onChange={onDateChange} />
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('sheet.noStudents')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('sheet.hint')}
            </Typography>
            <Button size="small" onClick={markAllPresent} disabled={allPresent || transmitted} sx={{ minHeight: 40 }}>
              {t('sheet.allPresent')}
            </Button>
          </Box>
          <AttendanceTable rows={rows} excuses={excuses} disabled={transmitted} onAttending={onAttending} onLate={onLate} />
        </>
      )}
      <AttendanceSummaryBar
        counts={counts}
        submitLabel={submitLabel}
        submitDisabled={!submittable && !submitting}
        submitting={submitting}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        failure={notice}
      />
    </Stack>
  );
}
