import { groupMailSchema, type GroupMailInput } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';

interface GroupMailFormProps {
  /** Nothing can be sent to a group without recipients. */
  canSend: boolean;
  /** While sending, and once done until the screen goes back. */
  busy: boolean;
  onSubmit: (mail: GroupMailInput) => void;
  onCancel: () => void;
  /** The signature the server adds at the end, shown under the message once known. */
  signature?: string | undefined;
}

/**
 * docs/product.md#screen-group-mail: an optional subject and a required multi-line message; the
 * message's error shows when leaving it empty, and submit stays off while it is empty.
 */
export function GroupMailForm({ canSend, busy, onSubmit, onCancel, signature }: GroupMailFormProps) {
  const { t } = useTranslation(['groups', 'common']);
  const form = useForm({
    resolver: zodResolver(groupMailSchema),
    mode: 'onBlur',
    defaultValues: { subject: '', message: '' },
    shouldFocusError: false,
  });
  const signatureId = useId();
  const message = useWatch({ control: form.control, name: 'message' });
  const empty = (message ?? '').trim() === '';

  const submit = form.handleSubmit(({ subject, message: text }) =>
    // An empty subject lets the server write the default one, in each family's language.
    onSubmit(subject === undefined || subject === '' ? { message: text } : { subject, message: text }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('groups:mail.formLabel')}>
      <FormTextField
        form={form}
        name="subject"
        label={t('groups:mail.subject')}
        helperText={t('groups:mail.subjectHelp')}
        autoComplete="off"
        disabled={busy}
      />
      <FormTextField form={form} name="message" label={t('groups:mail.message')} required multiline minRows={8} disabled={busy} />
      {signature !== undefined && (
        <Box component="figure" aria-labelledby={signatureId} sx={{ m: 0 }}>
          <Typography component="figcaption" id={signatureId} variant="body2" color="text.secondary">
            {t('groups:mail.signature')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            {signature}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={empty || !canSend || busy}>
          {t('groups:mail.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
