import type { UserDto } from '@club/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RoleChips } from './RoleChips';
import { UserActions, type UserActionHandlers } from './UserActions';
import { fullName } from './userName';

interface UserTableProps extends UserActionHandlers {
  users: readonly UserDto[];
}

/** The user list on a tablet or desktop. */
export function UserTable({ users, ...handlers }: UserTableProps) {
  const { t } = useTranslation('users');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.login')}</TableCell>
            <TableCell>{t('fields.email')}</TableCell>
            <TableCell>{t('fields.roles')}</TableCell>
            <TableCell align="right">{t('list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell component="th" scope="row">
                {fullName(user)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>{user.login}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {user.email ?? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('list.noEmail')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <RoleChips roles={user.roles} />
              </TableCell>
              <TableCell align="right">
                <UserActions user={user} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
