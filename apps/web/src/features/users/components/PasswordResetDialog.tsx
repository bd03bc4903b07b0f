import type { CreatedUserDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableValue } from './CopyableValue';
import { fullName } from './userName';

interface PasswordResetDialogProps {
  /** The account and its default password, as the reset answered them: shown this once. */
  reset: CreatedUserDto;
  onClose: () => void;
}

/** The credentials to hand over after a reset, like after an account's creation. */
export function PasswordResetDialog({ reset, onClose }: PasswordResetDialogProps) {
  const { t } = useTranslation(['users', 'common']);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('users:resetPassword.title', { name: fullName(reset) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('users:resetPassword.intro')}
          </Alert>
          <CopyableValue label={t('users:fields.login')} value={reset.login} copyLabel={t('users:created.copyLogin')} />
          <CopyableValue
            label={t('users:created.defaultPassword')}
            value={reset.defaultPassword}
            copyLabel={t('users:created.copyPassword')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
