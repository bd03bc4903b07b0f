import {
  addMonths,
  DATE_FORMAT,
  makeRecordPaymentSchema,
  makeRecordRefundSchema,
  PAYMENT_METHODS,
  PAYMENT_MSG,
  paymentDayOf,
  type FamilyAccountDto,
  type PaymentDto,
  type PaymentKind,
} from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { usePickerField } from '@/components/usePickerField';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useRecordPayment } from '../api/recordPayment';
import { useRecordRefund } from '../api/recordRefund';
import {
  allocationRows,
  allocationsOf,
  centsOfText,
  movementFieldOf,
  offersDepositOn,
  prefilledAmounts,
  referenceLabelKey,
  totalCents,
  type MovementFormValues,
} from './allocationForm';
import { DAY_TEXT } from './dayText';
import { usePaymentText } from './usePaymentText';

const PAYMENT_MESSAGES: ReadonlySet<string> = new Set(Object.values(PAYMENT_MSG));

export interface MovementDialogProps {
  kind: PaymentKind;
  /** The family's subscriptions of the season, from the ledger. */
  family: FamilyAccountDto[];
  onRecorded: (payment: PaymentDto) => void;
  onClose: () => void;
}

/**
 * Records a payment (one receipt, split across the family's children) or a refund, with its
 * method, reference and day (docs/product.md#fees-and-payments). Amounts are typed in euros and
 * sent in cents; each child's is checked against what it may take before sending, and the
 * server checks again inside its transaction.
 */
export function MovementDialog({ kind, family, onRecorded, onClose }: MovementDialogProps) {
  const { t, language, money, message } = usePaymentText();
  const errorText = useErrorText();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const refund = kind === 'REFUND';
  // The day the dialog opened: the contract refuses a day after it.
  const [today] = useState(() => new Date());
  const rows = useMemo(() => allocationRows(kind, family), [kind, family]);
  const form = useForm<MovementFormValues>({
    defaultValues: {
      method: '',
      reference: '',
      paidOn: paymentDayOf(today),
      depositOn: '',
      reason: '',
      amounts: prefilledAmounts(kind, rows, family, language),
      total: '',
    },
  });
  const date = usePickerField(form, 'paidOn', DAY_TEXT);
  const deposit = usePickerField(form, 'depositOn', DAY_TEXT);
  const method = useWatch({ control: form.control, name: 'method' });
  const paidOn = useWatch({ control: form.control, name: 'paidOn' });
  const withDepositOn = offersDepositOn(kind, method);
  const amounts = useWatch({ control: form.control, name: 'amounts' });
  const recordPayment = useRecordPayment();
  const recordRefund = useRecordRefund();
  const pending = recordPayment.isPending || recordRefund.isPending;
  const [failure, setFailure] = useState<unknown>(null);
  const { errors } = form.formState;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    form.clearErrors();
    const values = form.getValues();
    const cents = values.amounts.map((amount) => centsOfText(amount.text));
    let refused = false;
    cents.forEach((amountCents, index) => {
      const row = rows[index];
      if (row === undefined) return;
      const key = amountCents === null ? PAYMENT_MSG.amount : amountCents > row.limitCents ? PAYMENT_MSG.exceedsBalance : null;
      if (key === null) return;
      form.setError(`amounts.${index}.text`, { type: 'validate', message: key });
      refused = true;
    });
    const { allocations, rowOfAllocation } = allocationsOf(rows, cents);
    const body = {
      allocations,
      method: values.method === '' ? undefined : values.method,
      reference: values.reference,
      paidOn: values.paidOn,
      // Left empty, the cashing day is the day handed in: the contract fills it in.
      ...(offersDepositOn(kind, values.method) && values.depositOn !== '' ? { depositOn: values.depositOn } : {}),
      ...(refund ? { reason: values.reason } : {}),
    };
    const parsed = (refund ? makeRecordRefundSchema(today) : makeRecordPaymentSchema(today)).safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = movementFieldOf(issue.path.join('.'), rowOfAllocation);
        // "No amount at all" says nothing more while an amount is unreadable.
        if (field === undefined || (field === 'total' && refused)) continue;
        if (form.getFieldState(field).error === undefined) form.setError(field, { type: 'validate', message: issue.message });
      }
      refused = true;
    }
    if (refused || !parsed.success) return;
    try {
      // The schema's output, as the contract sends it: trimmed, an empty reference as null.
      const recorded = refund
        ? await recordRefund.mutateAsync({ ...parsed.data, reason: values.reason.trim() })
        : await recordPayment.mutateAsync(parsed.data);
      onRecorded(recorded);
    } catch (error) {
      let placed = false;
      if (isApiError(error)) {
        for (const [serverField, key] of Object.entries(error.fields)) {
          const field = movementFieldOf(serverField, rowOfAllocation);
          if (field === undefined) continue;
          form.setError(field, { type: 'server', message: key });
          placed = true;
        }
        // A rule broken by the payment as a whole (one family, one season) may come as the error's message.
        if (!placed && PAYMENT_MESSAGES.has(error.message)) {
          form.setError('total', { type: 'server', message: error.message });
          placed = true;
        }
      }
      if (!placed) setFailure(error);
    }
  };

  const errorOf = (key: string | undefined) => (key === undefined ? undefined : message(key));
  const totalError = errors.total?.message;
  const paidOnDay = DAY_TEXT.fromText(paidOn);
  const depositError = errors.depositOn?.message;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={onPhone} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(refund ? 'form.refundTitle' : 'form.paymentTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(refund ? 'form.refundIntro' : 'form.paymentIntro')}</DialogContentText>
          <Stack spacing={2}>
            {rows.map((row, index) => (
              <Controller
                key={row.subscriptionId}
                control={form.control}
                name={`amounts.${index}.text`}
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    label={t('form.amountFor', { name: row.memberName })}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      form.clearErrors([field.name, 'total']);
                      field.onChange(event.target.value);
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error !== undefined}
                    helperText={
                      errorOf(fieldState.error?.message) ??
                      t(refund ? 'form.refundable' : 'form.remaining', { amount: money(row.limitCents) })
                    }
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                      input: { endAdornment: <InputAdornment position="end">{t('form.euros')}</InputAdornment> },
                    }}
                  />
                )}
              />
            ))}
            <div>
              <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
                {t('form.total', { amount: money(totalCents(amounts.map((amount) => amount.text))) })}
              </Typography>
              {totalError !== undefined && (
                <FormHelperText error role="alert">
                  {message(totalError)}
                </FormHelperText>
              )}
            </div>
            <Controller
              control={form.control}
              name="method"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t('form.method')}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => {
                    form.clearErrors('method');
                    field.onChange(event.target.value);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error !== undefined}
                  helperText={errorOf(fieldState.error?.message)}
                >
                  {PAYMENT_METHODS.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`methods.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="reference"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  label={t(referenceLabelKey(method))}
                  {...field}
                  error={fieldState.error !== undefined}
                  helperText={errorOf(fieldState.error?.message)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
            <DatePicker
              label={t(refund ? 'form.refundedOn' : 'form.paidOn')}
              value={date.value}
              format={DATE_FORMAT}
              maxDate={dayjs(paymentDayOf(today))}
              onChange={date.onChange}
              inputRef={date.inputRef}
              slotProps={{ textField: date.textField }}
            />
            {withDepositOn && (
              <DatePicker
                label={t('form.depositOn')}
                // Untouched, it shows the day handed in, which is what the server records.
                value={deposit.value ?? paidOnDay}
                format={DATE_FORMAT}
                minDate={paidOnDay ?? undefined}
                maxDate={paidOnDay === null ? undefined : dayjs(addMonths(paidOn, 12))}
                onChange={deposit.onChange}
                inputRef={deposit.inputRef}
                slotProps={{
                  textField: {
                    ...deposit.textField,
                    required: false,
                    helperText: depositError === undefined ? t('form.depositOnHint') : message(depositError),
                  },
                }}
              />
            )}
            {refund && (
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
                    helperText={errorOf(fieldState.error?.message)}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                )}
              />
            )}
            {failure !== null && (
              <Alert severity="error" role="alert">
                {errorText(failure)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t(refund ? 'form.confirmRefund' : 'form.confirmPayment')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
