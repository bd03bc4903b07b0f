import type { UserDto } from '@club/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { fullName } from './userName';

export interface UserActionHandlers {
  onEditRoles: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
}

/** The icon buttons of one user; their labels name the user for screen readers. */
export function UserActions({ user, onEditRoles, onDelete }: UserActionHandlers & { user: UserDto }) {
  const { t } = useTranslation('users');
  const name = fullName(user);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('list.editRoles', { name })}>
        <IconButton aria-label={t('list.editRoles', { name })} onClick={() => onEditRoles(user)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('list.delete', { name })}>
        <IconButton aria-label={t('list.delete', { name })} onClick={() => onDelete(user)} color="error">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
