import type { CreatedUserDto, UserDto } from '@club/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useUsers } from '../api/getUsers';
import { EditEmailDialog } from '../components/EditEmailDialog';
import { EditRolesDialog } from '../components/EditRolesDialog';
import { PasswordResetDialog } from '../components/PasswordResetDialog';
import { UserCardList } from '../components/UserCardList';
import { UserTable } from '../components/UserTable';
import { useDeleteUserAction } from '../components/useDeleteUserAction';
import { useResetPasswordAction } from '../components/useResetPasswordAction';

export function UserListPage() {
  const { t } = useTranslation('users');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const users = useUsers();
  const deleteUser = useDeleteUserAction();
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [editingEmail, setEditingEmail] = useState<UserDto | null>(null);
  const [reset, setReset] = useState<CreatedUserDto | null>(null);
  const resetPassword = useResetPasswordAction(setReset);

  const handlers = {
    onEditRoles: setEditing,
    onEditEmail: setEditingEmail,
    onResetPassword: (user: UserDto) => void resetPassword(user),
    onDelete: (user: UserDto) => void deleteUser(user),
  };
  const List = onPhone ? UserCardList : UserTable;

  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to={paths.userCreate} variant="contained" startIcon={<PersonAddIcon />}>
            {t('create.title')}
          </Button>
        }
      >
        {t('list.title')}
      </PageTitle>
      {users.isPending && <LoadingState />}
      {users.isError && <ErrorState error={users.error} onRetry={() => void users.refetch()} />}
      {users.isSuccess &&
        (users.data.length === 0 ? (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        ) : (
          <List users={users.data} {...handlers} />
        ))}
      {editing !== null && <EditRolesDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      {editingEmail !== null && <EditEmailDialog key={editingEmail.id} user={editingEmail} onClose={() => setEditingEmail(null)} />}
      {reset !== null && <PasswordResetDialog reset={reset} onClose={() => setReset(null)} />}
    </>
  );
}
