import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useCalendarLink, useRevokeCalendarLink, webcalUrl } from './api';

/**
 * "Calendar" on the family's home (docs/product.md#calendar-feeds): the family's private feed of
 * every child's sessions and try-out tests, to copy or add to a phone's calendar, and to revoke
 * when it was shared by mistake (the old address stops working, a new one is made).
 */
export function CalendarCard() {
  const { t } = useTranslation('family');
  const link = useCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const copy = (url: string) => {
    setNotice(null);
    // Without a clipboard (an old browser, an insecure page), the address stays selectable in its field.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined) {
      setNotice({ severity: 'error', text: t('calendar.copyFailed') });
      return;
    }
    clipboard.writeText(url).then(
      () => setNotice({ severity: 'success', text: t('calendar.copied') }),
      () => setNotice({ severity: 'error', text: t('calendar.copyFailed') }),
    );
  };

  const confirmRevoke = () => {
    setNotice(null);
    revoke.mutate(undefined, {
      onSuccess: () => setNotice({ severity: 'success', text: t('calendar.revoked') }),
      onSettled: () => setAsking(false),
    });
  };

  let content;
  if (link.isPending) content = <LoadingState label={t('calendar.loading')} />;
  else if (link.isError) content = <ErrorState error={link.error} onRetry={() => void link.refetch()} />;
  else {
    const { url } = link.data;
    content = (
      <>
        <TextField
          id="family-calendar-url"
          label={t('calendar.address')}
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, onFocus: (event: { target: HTMLInputElement }) => event.target.select() } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" href={webcalUrl(url)} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {t('calendar.add')}
          </Button>
          <Button variant="outlined" onClick={() => copy(url)} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {t('calendar.copy')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('calendar.private')}
        </Typography>
        <Button color="warning" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('calendar.revoke')}
        </Button>
      </>
    );
  }

  return (
    <Paper component="section" aria-labelledby="family-calendar" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="family-calendar" variant="h6" component="h2">
        {t('calendar.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('calendar.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {notice !== null && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {revoke.isError && <ErrorState error={revoke.error} />}
        {content}
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="family-calendar-revoke">
        <DialogTitle id="family-calendar-revoke">{t('calendar.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('calendar.confirmMessage')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('calendar.keep')}</Button>
          <Button variant="contained" color="warning" loading={revoke.isPending} onClick={confirmRevoke}>
            {t('calendar.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
