import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkCancelDialogProps {
  open: boolean;
  count: number;
  seasonLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Confirms cancelling the season's subscriptions: what changes and, above all, what stays.
 * Its own buttons, because "Annuler" beside "Annuler l'inscription" would read both ways.
 */
export function BulkCancelDialog({ open, count, seasonLabel, pending, onClose, onConfirm }: BulkCancelDialogProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('cancelDialog.title', { season: seasonLabel })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('cancelDialog.body', { count, season: seasonLabel })}</DialogContentText>
        <DialogContentText>{t('cancelDialog.kept')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('cancelDialog.back')}</Button>
        <Button variant="contained" onClick={onConfirm} loading={pending} autoFocus>
          {t('cancelDialog.confirm', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
