import { CANCEL_REASON_MAX, cancelSchema, DATE_FORMAT, type CancelInput, type PlannedSessionDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { usePickerField } from '@/components/usePickerField';
import { isApiError } from '@/lib/api';
import { useCancelPlanned } from '../api/cancelPlanned';
import { useLocations } from '../api/getLocations';
import { DAY_TEXT, formFieldOf } from './dayText';
import { usePlanningText } from './usePlanningText';

/** What is cancelled: one session, or (admins and section managers) a whole day or a pool on a day. */
export type CancelRequest = { kind: 'SESSION'; session: PlannedSessionDto } | { kind: 'DAY'; day: string } | { kind: 'POOL'; day: string };

interface CancelFormValues {
  day: string;
  location: string;
  reason: string;
}

const FIELDS = ['day', 'location', 'reason'] as const;

const targetOf = (request: CancelRequest, values: CancelFormValues): CancelInput['target'] => {
  switch (request.kind) {
    case 'SESSION':
      return { kind: 'SESSION', plannedSessionId: request.session.id };
    case 'DAY':
      return { kind: 'DAY', day: values.day };
    case 'POOL':
      return { kind: 'POOL', day: values.day, location: values.location };
  }
};

interface CancelDialogProps {
  request: CancelRequest;
  onClose: () => void;
}

/**
 * Cancels with a reason; the families and coaches concerned are mailed, and the toast says how
 * many mails were queued once it is done (docs/product.md#cancellations).
 */
export function CancelDialog({ request, onClose }: CancelDialogProps) {
  const { t, message, sessionText, failureText } = usePlanningText();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const cancel = useCancelPlanned();
  const locations = useLocations(request.kind === 'POOL');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<CancelFormValues>({
    defaultValues: { day: request.kind === 'SESSION' ? request.session.day : request.day, location: '', reason: '' },
  });
  const day = usePickerField(form, 'day', DAY_TEXT);
  const { errors } = form.formState;
  const errorOf = (key: string | undefined) => (key === undefined ? undefined : message(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    form.clearErrors();
    const parsed = cancelSchema.safeParse({ target: targetOf(request, form.getValues()), reason: form.getValues('reason') });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.join('.'), FIELDS);
        if (field !== undefined && form.getFieldState(field).error === undefined) form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const done = await cancel.mutateAsync(parsed.data);
      toast.success(
        t('planning:cancel.done', {
          sessions: t('planning:cancel.sessions', { count: done.sessions }),
          mails: t('planning:cancel.mails', { count: done.mails }),
        }),
      );
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error)) {
        for (const [serverField, key] of Object.entries(error.fields)) {
          const field = formFieldOf(serverField, FIELDS);
          if (field === undefined) continue;
          form.setError(field, { type: 'server', message: key });
          placed = true;
        }
      }
      if (!placed) setFailure(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={onPhone} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(`planning:cancel.${request.kind}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(`planning:cancel.intro${request.kind}`, request.kind === 'SESSION' ? { session: sessionText(request.session) } : {})}
          </DialogContentText>
          <Stack spacing={2}>
            {request.kind !== 'SESSION' && (
              <DatePicker
                label={t('planning:cancel.day')}
                value={day.value}
                format={DATE_FORMAT}
                onChange={day.onChange}
                inputRef={day.inputRef}
                slotProps={{ textField: { ...day.textField, helperText: errorOf(errors.day?.message) } }}
              />
            )}
            {request.kind === 'POOL' && (
              <Controller
                control={form.control}
                name="location"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    required
                    label={t('planning:cancel.pool')}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      form.clearErrors('location');
                      field.onChange(event.target.value);
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error !== undefined}
                    helperText={
                      errorOf(fieldState.error?.message) ?? (locations.data?.length === 0 ? t('planning:cancel.noPools') : undefined)
                    }
                  >
                    {(locations.data ?? []).map((location) => (
                      <MenuItem key={location} value={location} sx={{ minHeight: 44 }}>
                        {location}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <Controller
              control={form.control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  required
                  multiline
                  minRows={2}
                  label={t('planning:cancel.reason')}
                  {...field}
                  onFocus={() => form.clearErrors('reason')}
                  error={fieldState.error !== undefined}
                  helperText={errorOf(fieldState.error?.message) ?? t('planning:cancel.reasonHelp')}
                  slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
                />
              )}
            />
          </Stack>
          {locations.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failureText(locations.error)}
            </Alert>
          )}
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failureText(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('planning:cancel.back')}</Button>
          <Button type="submit" variant="contained" color="error" loading={cancel.isPending}>
            {t('planning:cancel.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
