import type { UserDto } from '@club/domain';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { fullName } from './userName';

export interface UserActionHandlers {
  onEditRoles: (user: UserDto) => void;
  onEditEmail: (user: UserDto) => void;
  onResetPassword: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
}

/** The icon buttons of one user; their labels name the user for screen readers. */
export function UserActions({ user, onEditRoles, onEditEmail, onResetPassword, onDelete }: UserActionHandlers & { user: UserDto }) {
  const { t } = useTranslation('users');
  const session = useSession();
  const name = fullName(user);
  // One's own password is changed in the settings, with the current one.
  const isSelf = user.login === session.login;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('list.editRoles', { name })}>
        <IconButton aria-label={t('list.editRoles', { name })} onClick={() => onEditRoles(user)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('list.editEmail', { name })}>
        <IconButton aria-label={t('list.editEmail', { name })} onClick={() => onEditEmail(user)}>
          <AlternateEmailIcon />
        </IconButton>
      </Tooltip>
      {!isSelf && (
        <Tooltip title={t('list.resetPassword', { name })}>
          <IconButton aria-label={t('list.resetPassword', { name })} onClick={() => onResetPassword(user)}>
            <LockResetIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('list.delete', { name })}>
        <IconButton aria-label={t('list.delete', { name })} onClick={() => onDelete(user)} color="error">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
