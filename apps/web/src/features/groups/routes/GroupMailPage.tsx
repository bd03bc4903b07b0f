import type { GroupMailInput } from '@club/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { isLanguage } from '@/lib/language';
import { useMailSender } from '../api/getMailSender';
import { useRecipients } from '../api/getRecipients';
import { useSendGroupMail } from '../api/sendGroupMail';
import { GroupMailForm } from '../components/GroupMailForm';
import { useGoBack } from '@/lib/useGoBack';
import { useGroupId } from '../components/useGroupId';

/** After sending, or failing to, the screen goes back after 3 seconds (docs/product.md#screen-group-mail). */
export const GROUP_MAIL_REDIRECT_MS = 3000;

/** /group/{id}/mail (docs/product.md#screen-group-mail): a mail to every family of the group, in Bcc. */
export function GroupMailPage() {
  const { t, i18n } = useTranslation('groups');
  const groupId = useGroupId();
  const toast = useToast();
  const errorText = useErrorText();
  const goBack = useGoBack(paths.groups);
  const recipients = useRecipients(groupId);
  // Shown once known; the mail can be written and sent without it.
  const sender = useMailSender();
  const sendMail = useSendGroupMail();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(goBack, GROUP_MAIL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, goBack]);

  const send = (mail: GroupMailInput) =>
    sendMail.mutate(
      { groupId, ...mail },
      {
        onSuccess: () => toast.success(t('MAIL_SEND_SUCCESS')),
        onError: (error) =>
          // The server answers 409 when nobody is left to write to.
          toast.error(isApiError(error) && error.code === 'CONFLICT' ? t('mail.noRecipients') : errorText(error)),
        onSettled: () => setDone(true),
      },
    );

  if (recipients.isPending) return <LoadingState />;
  if (recipients.isError) {
    return (
      <>
        <PageTitle>{t('mail.title')}</PageTitle>
        <ErrorState error={recipients.error} onRetry={() => void recipients.refetch()} />
      </>
    );
  }

  const count = recipients.data.recipients.length;
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  return (
    <>
      <PageTitle subtitle={t('mail.intro')}>{recipients.data.groupName}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Alert severity={count === 0 ? 'warning' : 'info'} sx={{ mb: 3 }}>
          {count === 0 ? t('mail.noRecipients') : t('mail.recipients', { count })}
        </Alert>
        {sender.isSuccess && (
          <Stack spacing={0.5} sx={{ mb: 3 }}>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {t('mail.from', { name: sender.data.fromName })}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {t('mail.replyTo', { address: sender.data.replyTo })}
            </Typography>
            {!sender.data.replyToSender && (
              <Typography variant="body2" color="text.secondary">
                {t('mail.replyToClub')}
              </Typography>
            )}
          </Stack>
        )}
        <GroupMailForm
          canSend={count > 0}
          busy={sendMail.isPending || done}
          onSubmit={send}
          onCancel={goBack}
          signature={sender.data?.signature[language]}
        />
      </Paper>
    </>
  );
}
