import type { FamilyAbsencesDto, ReportAbsenceInput } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/i18n/messages';
import { clubToday, rangeErrors } from './days';
import { useAbsenceText } from './useAbsenceText';

/** As ABSENCE_REASON_MAX. */
const REASON_MAX = 300;

type Field = 'memberId' | 'fromDay' | 'toDay' | 'reason';
const FIELDS: readonly Field[] = ['memberId', 'fromDay', 'toDay', 'reason'];

interface RangeFormProps {
  children: FamilyAbsencesDto['children'];
  /** Sends the report; resolves once it is recorded, rejects with the server's error. */
  onReport: (input: ReportAbsenceInput) => Promise<unknown>;
  sending: boolean;
}

/** "Report an absence over several days" (docs/product.md#absences): a child, the first and last days, a reason if the family wants. */
export function RangeForm({ children, onReport, sending }: RangeFormProps) {
  const { t } = useTranslation('family');
  const absenceText = useAbsenceText();
  const errorText = useErrorText();
  const [memberId, setMemberId] = useState(String(children[0]?.memberId ?? ''));
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const found = rangeErrors(fromDay, toDay, clubToday());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.fromDay === undefined ? 'absence-to-day' : 'absence-from-day')?.focus();
      return;
    }
    const trimmed = reason.trim();
    try {
      await onReport({ kind: 'RANGE', memberId: Number(memberId), fromDay, toDay, ...(trimmed === '' ? {} : { reason: trimmed }) });
      const child = children.find((candidate) => String(candidate.memberId) === memberId);
      setDone(t('absences.range.done', { name: child?.firstName ?? '' }));
      setFromDay('');
      setToDay('');
      setReason('');
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      const placed = Object.fromEntries(FIELDS.filter((field) => fields[field] !== undefined).map((field) => [field, fields[field]!]));
      setErrors(placed);
      if (Object.keys(placed).length === 0) setFailure(errorText(error));
    }
  };

  const helper = (field: Field) => (errors[field] === undefined ? undefined : absenceText(errors[field]));

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="absence-range-title"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="absence-range-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('absences.range.title')}
      </Typography>
      <TextField
        select
        id="absence-child"
        label={t('absences.range.child')}
        value={memberId}
        onChange={(event) => setMemberId(event.target.value)}
        error={errors.memberId !== undefined}
        helperText={helper('memberId')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        {children.map((child) => (
          <option key={child.memberId} value={child.memberId}>
            {`${child.firstName} ${child.lastName}`}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          id="absence-from-day"
          type="date"
          label={t('absences.range.fromDay')}
          value={fromDay}
          onChange={(event) => setFromDay(event.target.value)}
          error={errors.fromDay !== undefined}
          helperText={helper('fromDay')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: clubToday() } }}
        />
        <TextField
          id="absence-to-day"
          type="date"
          label={t('absences.range.toDay')}
          value={toDay}
          onChange={(event) => setToDay(event.target.value)}
          error={errors.toDay !== undefined}
          helperText={helper('toDay')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fromDay === '' ? clubToday() : fromDay } }}
        />
      </Box>
      <TextField
        id="absence-reason"
        label={t('absences.range.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason !== undefined}
        helperText={helper('reason') ?? t('absences.range.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        fullWidth
      />
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {done !== null && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={sending} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {t('absences.range.submit')}
      </Button>
    </Box>
  );
}
