import { DATE_FORMAT, type PendingUploadDto } from '@club/domain';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePickerField, type PickerTextCodec } from '@/components/usePickerField';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { approveResolver, type ApproveValues } from './reviewForms';

const DAY_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : 'invalid'),
  fromText: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null),
};

interface ApproveFormProps {
  upload: PendingUploadDto;
  /** Sends the decision and reports its outcome; a refusal naming a field is placed on it by `placeFieldErrors`. */
  onApprove: (expiresOn: string | undefined, placeFieldErrors: (error: unknown) => boolean) => Promise<void>;
  disabled: boolean;
}

function ExpiryField({ form }: { form: UseFormReturn<ApproveValues> }) {
  const { t } = useTranslation('uploads');
  const date = usePickerField(form, 'expiresOn', DAY_TEXT);
  return (
    <DatePicker
      label={t('approve.expiresOn')}
      value={date.value}
      format={DATE_FORMAT}
      onChange={date.onChange}
      inputRef={date.inputRef}
      slotProps={{ textField: { ...date.textField, helperText: date.textField.helperText ?? t('approve.expiresOnHelp') } }}
    />
  );
}

/**
 * "Accept": ticks the item; a medical certificate first gets its last valid day, offered as the
 * club's validity from today (docs/product.md#screen-upload-review). A health-questionnaire
 * attestation has no end date: none is asked, none sent (docs/product.md#health-rules).
 */
export function ApproveForm({ upload, onApprove, disabled }: ApproveFormProps) {
  const { t } = useTranslation('uploads');
  const titleId = useId();
  const needsExpiry = upload.kind === 'medicalCertificate' && upload.healthDocument !== 'QUESTIONNAIRE';
  const form = useForm<ApproveValues>({
    resolver: approveResolver(needsExpiry),
    defaultValues: { expiresOn: needsExpiry ? (upload.suggestedExpiresOn ?? '') : '' },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) =>
    onApprove(needsExpiry ? values.expiresOn : undefined, (error) =>
      applyServerFieldErrors(error, form.setError, { expiresOn: 'expiresOn' }),
    ),
  );

  return (
    <Stack component="form" noValidate aria-labelledby={titleId} spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography id={titleId} variant="h6" component="h3">
        {t('approve.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('approve.intro')}
        {upload.healthDocument === 'QUESTIONNAIRE' && ` ${t('approve.noExpiry')}`}
      </Typography>
      {needsExpiry && <ExpiryField form={form} />}
      <Button
        type="submit"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('approve.button')}
      </Button>
    </Stack>
  );
}
