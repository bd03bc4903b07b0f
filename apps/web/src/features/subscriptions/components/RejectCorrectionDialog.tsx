import { MSG } from '@club/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { applyServerFieldErrors } from '@/lib/formErrors';

interface RejectValues {
  reason: string;
}

/** The bounds of the domain's `rejectCorrectionSchema`, told early; the server checks them again. */
const REASON_MIN = 3;
const REASON_MAX = 1000;

const rejectResolver: Resolver<RejectValues> = (values): ResolverResult<RejectValues> => {
  const reason = values.reason.trim();
  if (reason.length >= REASON_MIN && reason.length <= REASON_MAX) return { values: { reason }, errors: {} };
  const errors: FieldErrors<RejectValues> = { reason: { type: 'validate', message: MSG.rejectionReason } };
  return { values: {}, errors };
};

interface RejectCorrectionDialogProps {
  pending: boolean;
  onClose: () => void;
  /** Sends the refusal; a refusal of the reason itself is placed on the field by `placeFieldErrors`. */
  onReject: (reason: string, placeFieldErrors: (error: unknown) => boolean) => void;
}

/** "Refuse…": the reason the family will read in its space (docs/product.md#family-corrections). */
export function RejectCorrectionDialog({ pending, onClose, onReject }: RejectCorrectionDialogProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const formId = useId();
  const form = useForm<RejectValues>({ resolver: rejectResolver, defaultValues: { reason: '' }, shouldFocusError: false });
  const reason = useWatch({ control: form.control, name: 'reason' });

  const submit = form.handleSubmit((values) =>
    onReject(values.reason, (error) => applyServerFieldErrors(error, form.setError, { reason: 'reason' })),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('corrections.refuseDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('corrections.refuseDialog.intro')}</DialogContentText>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FormTextField
            form={form}
            name="reason"
            label={t('corrections.refuseDialog.reason')}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            // The shared message speaks of a document: this one of the family's correction, whatever the server's key.
            errorText={() => t('corrections.refuseDialog.reasonError')}
            helperText={t('corrections.refuseDialog.counter', { count: reason.length })}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('corrections.refuseDialog.back')}</Button>
        <Button type="submit" form={formId} variant="contained" color="error" loading={pending}>
          {t('corrections.refuseDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
