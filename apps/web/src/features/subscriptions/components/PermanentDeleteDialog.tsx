import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PermanentDeleteDialogProps {
  count: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

const CONSEQUENCES = ['member', 'subscriptions', 'attendance', 'guardian'] as const;

/**
 * Deleting members for good: the consequences listed, the way to merely cancel the season
 * pointed to, and a box to tick before the red button works. Mounted when opened, so the box
 * starts unticked every time.
 */
export function PermanentDeleteDialog({ count, pending, onClose, onConfirm }: PermanentDeleteDialogProps) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const [understood, setUnderstood] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ color: 'error.main' }}>
        {t('deleteDialog.title', { count })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('deleteDialog.intro')}</DialogContentText>
        <DialogContentText component="ul" sx={{ pl: 3, my: 1 }}>
          {CONSEQUENCES.map((item) => (
            <li key={item}>{t(`deleteDialog.consequences.${item}`)}</li>
          ))}
        </DialogContentText>
        <Alert severity="info" sx={{ my: 1.5 }}>
          {t('deleteDialog.instead')}
        </Alert>
        <FormControlLabel
          control={<Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />}
          label={t('deleteDialog.understood', { count })}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('deleteDialog.back')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={!understood} loading={pending}>
          {t('deleteDialog.confirm', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
