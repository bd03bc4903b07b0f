import { DATE_FORMAT, makePaymentRecordSchema, PAYMENT_METHODS, paymentDayOf, type PaymentMethod } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePickerField, type PickerTextCodec } from '@/components/usePickerField';

/** A recorded payment: the method (null when staff do not say) and the day, `YYYY-MM-DD`. */
export interface RecordedPayment {
  method: PaymentMethod | null;
  paidOn: string;
}

/** What the form holds while the typed date is unfinished: the domain's date rule refuses it. */
const INVALID_DATE = 'invalid';

const DAY_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE),
  fromText: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null),
};

interface PaymentDialogProps {
  /** The values shown first: the payment as recorded, else no method and today. */
  initial: RecordedPayment | null;
  onConfirm: (payment: RecordedPayment) => void;
  onCancel: () => void;
}

/**
 * Ticking "payment" asks how and when the family paid (docs/product.md, Invoices): the method
 * and the day (today by default, never later), which the invoice prints. Mounted while open,
 * so each opening starts from `initial`.
 */
export function PaymentDialog({ initial, onConfirm, onCancel }: PaymentDialogProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  // The day the dialog opened: the domain refuses a payment after it.
  const [today] = useState(() => new Date());
  const form = useForm({
    resolver: zodResolver(makePaymentRecordSchema(today)),
    defaultValues: { method: initial?.method ?? null, paidOn: initial?.paidOn ?? paymentDayOf(today) },
    shouldFocusError: false,
  });
  const date = usePickerField(form, 'paidOn', DAY_TEXT);

  const submit = form.handleSubmit((values) => {
    onConfirm({ method: values.method ?? null, paidOn: values.paidOn ?? paymentDayOf(today) });
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('payment.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('payment.intro')}</DialogContentText>
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t('payment.method')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                >
                  <MenuItem value="">
                    <em>{t('payment.notSaid')}</em>
                  </MenuItem>
                  {PAYMENT_METHODS.map((method) => (
                    <MenuItem key={method} value={method}>
                      {t(`payment.methods.${method}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <DatePicker
              label={t('payment.paidOn')}
              value={date.value}
              format={DATE_FORMAT}
              maxDate={dayjs(paymentDayOf(today))}
              onChange={date.onChange}
              inputRef={date.inputRef}
              slotProps={{ textField: date.textField }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('payment.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** "Payé le 12/09/2026 par chèque": the sentence the screen shows beside the payment's tick. */
export const paidSentenceKey = (method: PaymentMethod | null): string => `payment.paid.${method ?? 'NONE'}`;
