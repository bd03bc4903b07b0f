import { foldName } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface EraseDialogProps {
  firstName: string;
  lastName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (typedLastName: string) => void;
}

/** Erasure cannot be undone: the admin types the member's last name (case and accents aside) to confirm. */
export function EraseDialog({ firstName, lastName, busy, onCancel, onConfirm }: EraseDialogProps) {
  const { t } = useTranslation('privacy');
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const matches = foldName(typed) === foldName(lastName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !busy) onConfirm(typed);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('erase.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('erase.warning', { name: `${firstName} ${lastName}` })}
          </Alert>
          <DialogContentText sx={{ mb: 2 }}>{t('erase.typeLastName', { lastName })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('erase.lastNameLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            error={typed !== '' && !matches}
            helperText={typed !== '' && !matches ? t('erase.mismatch') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('erase.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || busy}>
            {t('erase.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
