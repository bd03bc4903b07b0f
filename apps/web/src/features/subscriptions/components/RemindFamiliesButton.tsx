import type { BulkRemindersDto, SubscriptionSelection } from '@club/domain';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { useSendReminders } from '../api/sendReminders';

const COUNTS = ['reminded', 'complete', 'alreadyToday', 'noAddress'] as const satisfies readonly (keyof BulkRemindersDto)[];

interface RemindFamiliesButtonProps {
  /** What the list shows (season and filters): the reminders go to the same subscriptions. */
  selection: SubscriptionSelection;
  /** How many subscriptions the list shows, and of which season; unknown while it loads. */
  total: number | undefined;
  seasonLabel: string | undefined;
}

/**
 * "Remind families" (docs/product.md#health-rules): after a confirmation, mails the families of
 * the filtered list whose file is incomplete, at most once a day each, then says what happened.
 */
export function RemindFamiliesButton({ selection, total, seasonLabel }: RemindFamiliesButtonProps) {
  const { t } = useTranslation('subscriptions');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const errorText = useErrorText();
  const sendReminders = useSendReminders();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // The filter confirmed: the list may change behind the dialog, the reminders go where it said.
  const [asked, setAsked] = useState<SubscriptionSelection | null>(null);

  const openDialog = () => {
    sendReminders.reset();
    setAsked(selection);
    setOpen(true);
  };
  const close = () => {
    if (!sendReminders.isPending) setOpen(false);
  };

  const result = sendReminders.data;
  return (
    <>
      <Button variant="outlined" startIcon={<ForwardToInboxIcon />} onClick={openDialog} disabled={total === undefined}>
        {t('reminders.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={onPhone}>
        <DialogTitle id={titleId}>{t('reminders.title')}</DialogTitle>
        <DialogContent>
          {result === undefined ? (
            <>
              <DialogContentText sx={{ mb: 1.5 }}>
                {t('reminders.body', { count: total ?? 0, season: seasonLabel ?? '' })}
              </DialogContentText>
              <DialogContentText>{t('reminders.once')}</DialogContentText>
            </>
          ) : (
            <Alert severity={result.reminded > 0 ? 'success' : 'info'} role="status">
              <ul aria-label={t('reminders.resultLabel')} style={{ margin: 0, paddingLeft: '1.25em' }}>
                {COUNTS.map((key) => (
                  <li key={key}>{t(`reminders.result.${key}`, { count: result[key] })}</li>
                ))}
              </ul>
            </Alert>
          )}
          {sendReminders.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(sendReminders.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {result === undefined ? (
            <>
              <Button onClick={close} disabled={sendReminders.isPending}>
                {t('reminders.back')}
              </Button>
              <Button
                variant="contained"
                autoFocus
                loading={sendReminders.isPending}
                onClick={() => asked !== null && sendReminders.mutate(asked)}
              >
                {t('reminders.confirm')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={close} autoFocus>
              {t('reminders.close')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
