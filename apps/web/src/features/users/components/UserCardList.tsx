import type { UserDto } from '@club/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RoleChips } from './RoleChips';
import { UserActions, type UserActionHandlers } from './UserActions';
import { fullName } from './userName';

interface UserCardListProps extends UserActionHandlers {
  users: readonly UserDto[];
}

/** The user list on a phone: one card per user instead of a table too wide for the screen. */
export function UserCardList({ users, ...handlers }: UserCardListProps) {
  const { t } = useTranslation('users');
  return (
    <Stack component="ul" aria-label={t('list.title')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => (
        <Card component="li" key={user.id}>
          <CardContent sx={{ '&:last-child': { pb: 1 } }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {fullName(user)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.loginLine', { login: user.login })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email === null ? t('list.noEmail') : t('list.emailLine', { email: user.email })}
              </Typography>
              <RoleChips roles={user.roles} />
            </Stack>
            {/* Under the text: four buttons beside it would leave the name no room on a phone. */}
            <Box sx={{ mt: 1, mr: -1 }}>
              <UserActions user={user} {...handlers} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
