import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useCoachCalendarLink } from '../api/getCoachCalendarLink';
import { useGroupCalendarLink } from '../api/getGroupCalendarLink';
import { useRevokeCoachCalendarLink } from '../api/revokeCoachCalendarLink';
import { useRevokeGroupCalendarLink } from '../api/revokeGroupCalendarLink';
import { webcalUrlOf } from './webcalUrl';

/** Whose feed: a group's, or the signed-in staff member's own. */
export type CalendarLinkTarget = { kind: 'GROUP'; groupId: number; groupName: string } | { kind: 'COACH' };

export interface CalendarLinkDialogProps {
  target: CalendarLinkTarget;
  onClose: () => void;
}

/**
 * A private calendar feed's URL (docs/product.md#calendar-feeds): copy it, hand it to the calendar
 * app, or revoke it when it leaked and get a new one. Shown only while open: the link is fetched
 * then and not kept after.
 */
export function CalendarLinkDialog({ target, onClose }: CalendarLinkDialogProps) {
  const { t } = useTranslation(['calendar', 'common']);
  const titleId = useId();
  const fieldId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const groupLink = useGroupCalendarLink(target.kind === 'GROUP' ? target.groupId : null);
  const coachLink = useCoachCalendarLink(target.kind === 'COACH');
  const revokeGroup = useRevokeGroupCalendarLink();
  const revokeCoach = useRevokeCoachCalendarLink();
  const link = target.kind === 'GROUP' ? groupLink : coachLink;
  const revoke = target.kind === 'GROUP' ? revokeGroup : revokeCoach;
  const [renewed, setRenewed] = useState(false);
  // Copying needs a secure context; on plain http the field still selects for a manual copy.
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const title = target.kind === 'GROUP' ? t('calendar:dialog.groupTitle', { group: target.groupName }) : t('calendar:dialog.coachTitle');
  const url = link.data?.url ?? null;

  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(t('common:copied')),
      () => toast.error(t('calendar:dialog.copyFailed')),
    );
  };

  const renew = async () => {
    const sure = await confirm({
      title: t('calendar:revoke.title'),
      message: t('calendar:revoke.message'),
      confirmLabel: t('calendar:revoke.confirm'),
    });
    if (!sure) return;
    setRenewed(false);
    const done = target.kind === 'GROUP' ? revokeGroup.mutateAsync(target.groupId) : revokeCoach.mutateAsync();
    await done.then(
      () => setRenewed(true),
      // Shown below from the mutation's state.
      () => undefined,
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{target.kind === 'GROUP' ? t('calendar:dialog.groupIntro') : t('calendar:dialog.coachIntro')}</Typography>
          {link.isPending && <LoadingState label={t('calendar:dialog.loading')} />}
          {link.isError && <ErrorState error={link.error} onRetry={() => void link.refetch()} />}
          {url !== null && (
            <>
              {/* Multiline: the whole address wraps on a phone instead of scrolling out of sight. */}
              <TextField
                id={fieldId}
                label={t('calendar:dialog.urlLabel')}
                value={url}
                multiline
                fullWidth
                slotProps={{
                  htmlInput: { readOnly: true, spellCheck: false },
                  input: { sx: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.875rem' } },
                }}
                onFocus={(event) => event.target.select()}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {canCopy && (
                  <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => copy(url)} sx={{ minHeight: 44 }}>
                    {t('common:actions.copy')}
                  </Button>
                )}
                <Button variant="contained" startIcon={<EventAvailableIcon />} href={webcalUrlOf(url)} sx={{ minHeight: 44 }}>
                  {t('calendar:dialog.open')}
                </Button>
              </Stack>
              {renewed && (
                <Alert severity="success" role="status">
                  {t('calendar:revoke.done')}
                </Alert>
              )}
            </>
          )}
          <Alert severity="warning" role="note">
            {t('calendar:dialog.private')}
          </Alert>
          {revoke.isError && (
            <Alert severity="error" role="alert">
              {errorText(revoke.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          color="error"
          startIcon={<LinkOffIcon />}
          onClick={() => void renew()}
          loading={revoke.isPending}
          disabled={url === null}
          sx={{ mr: 'auto' }}
        >
          {t('calendar:revoke.action')}
        </Button>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
