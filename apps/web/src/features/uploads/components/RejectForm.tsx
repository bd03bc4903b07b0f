import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { REASON_MAX, rejectResolver, type RejectValues } from './reviewForms';

interface RejectFormProps {
  /** Sends the decision and reports its outcome; a refusal naming a field is placed on it by `placeFieldErrors`. */
  onReject: (reason: string, placeFieldErrors: (error: unknown) => boolean) => Promise<void>;
  disabled: boolean;
}

/** "Refuse": the reason is mailed to the family, in their language's mail, as typed here. */
export function RejectForm({ onReject, disabled }: RejectFormProps) {
  const { t } = useTranslation('uploads');
  const titleId = useId();
  const form = useForm<RejectValues>({ resolver: rejectResolver, defaultValues: { reason: '' }, shouldFocusError: false });
  const reason = useWatch({ control: form.control, name: 'reason' });

  const submit = form.handleSubmit((values) =>
    onReject(values.reason, (error) => applyServerFieldErrors(error, form.setError, { reason: 'reason' })),
  );

  return (
    <Stack component="form" noValidate aria-labelledby={titleId} spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('reject.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reject.intro')}
      </Typography>
      <FormTextField
        form={form}
        name="reason"
        label={t('reject.reason')}
        required
        multiline
        minRows={3}
        fullWidth
        helperText={t('reject.counter', { count: reason.length })}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <Button type="submit" variant="outlined" color="error" startIcon={<CloseIcon />} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {t('reject.button')}
      </Button>
    </Stack>
  );
}
