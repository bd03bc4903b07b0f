import { resendLinkSchema } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useResendLink } from '../api/resendLink';
import type { SubscriptionDetailDto } from '@club/domain';

/** Where the link goes by default: the guardian on file, else the member, else what the family typed. */
export const defaultRecipients = (detail: SubscriptionDetailDto) => ({
  email: detail.guardianEmail ?? detail.email ?? detail.submittedContact?.email ?? '',
  secondaryEmail: detail.guardianSecondaryEmail ?? detail.secondGuardianEmail ?? '',
  isNew: detail.isNew,
});

interface ResendMailDialogProps {
  detail: SubscriptionDetailDto;
  open: boolean;
  onClose: () => void;
}

/**
 * "Resend mail" (docs/product.md#screen-subscription-edit): a new subscription link, the old
 * one stops working. Staff check the addresses first; SUB_MAIL_SENT when the mail is queued.
 * "First subscription" is the subscription's kind: changing it here changes the form, the
 * documents and the price too (the server saves it with the link), and the dialog says so
 * before sending.
 */
export function ResendMailDialog({ detail, open, onClose }: ResendMailDialogProps) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const resend = useResendLink();
  const titleId = useId();
  const kindHelpId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(resendLinkSchema),
    defaultValues: defaultRecipients(detail),
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    resend.mutate(
      { studentId: detail.studentId, email: values.email, secondaryEmail: values.secondaryEmail, isNew: values.isNew ?? detail.isNew },
      {
        onSuccess: (result) => {
          toast.success(t('SUB_MAIL_SENT', { recipients: result.recipients.join(', ') }));
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, { email: 'email', secondaryEmail: 'secondaryEmail' })) setFailure(error);
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('mail.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('mail.intro')}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField form={form} name="email" label={t('mail.email')} type="email" required fullWidth autoComplete="off" />
            <FormTextField form={form} name="secondaryEmail" label={t('mail.secondaryEmail')} type="email" fullWidth autoComplete="off" />
            <Controller
              control={form.control}
              name="isNew"
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value === true}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{ input: { 'aria-describedby': kindHelpId } }}
                      />
                    }
                    label={t('mail.isNew')}
                  />
                  <FormHelperText id={kindHelpId} sx={{ mt: 0 }}>
                    {t('mail.isNewHelp')}
                  </FormHelperText>
                  {(field.value === true) !== detail.isNew && (
                    <Alert severity="warning" sx={{ mt: 1 }} role="status">
                      {t(field.value === true ? 'mail.becomesNew' : 'mail.becomesRenewal')}
                    </Alert>
                  )}
                </div>
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
          <Button type="submit" variant="contained" loading={resend.isPending}>
            {t('mail.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
