import { recordReductionSchema, type SubscriptionLedgerDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { parseEuros } from '@/lib/money';
import { useRecordReduction } from '../api/recordReduction';
import { usePaymentText } from './usePaymentText';

interface ReductionFormValues {
  amount: string;
  reason: string;
}

const FIELD_OF: Readonly<Record<string, keyof ReductionFormValues>> = { amountCents: 'amount', reason: 'reason' };

export interface ReductionDialogProps {
  subscriptionId: number;
  onRecorded: (ledger: SubscriptionLedgerDto) => void;
  onClose: () => void;
}

/** A reduction staff grant one subscription (hardship, volunteer…), with its reason (docs/product.md#fees-and-payments). */
export function ReductionDialog({ subscriptionId, onRecorded, onClose }: ReductionDialogProps) {
  const { t, message } = usePaymentText();
  const errorText = useErrorText();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useForm<ReductionFormValues>({ defaultValues: { amount: '', reason: '' } });
  const record = useRecordReduction();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    form.clearErrors();
    const values = form.getValues();
    // Unreadable euros are sent to the schema as no amount: it answers with the amount's message.
    const parsed = recordReductionSchema.safeParse({ amountCents: parseEuros(values.amount) ?? undefined, reason: values.reason });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')];
        if (field !== undefined) form.setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      onRecorded(await record.mutateAsync({ subscriptionId, body: parsed.data }));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELD_OF)) setFailure(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={onPhone} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('form.reductionTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('form.reductionIntro')}</DialogContentText>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  required
                  label={t('form.amount')}
                  {...field}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message === undefined ? undefined : message(fieldState.error.message)}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                    input: { endAdornment: <InputAdornment position="end">{t('form.euros')}</InputAdornment> },
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="reason"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  required
                  multiline
                  minRows={2}
                  label={t('form.reason')}
                  {...field}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message === undefined ? undefined : message(fieldState.error.message)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
            {failure !== null && (
              <Alert severity="error" role="alert">
                {errorText(failure)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            {t('form.confirmReduction')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
