import type { CreatedUserDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CopyableValue } from './CopyableValue';
import { RoleChips } from './RoleChips';

interface CreatedUserPanelProps {
  user: CreatedUserDto;
  onCreateAnother: () => void;
}

/** The generated credentials, for the admin to pass on (docs/product.md#login-and-passwords). */
export function CreatedUserPanel({ user, onCreateAnother }: CreatedUserPanelProps) {
  const { t } = useTranslation('users');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        <AlertTitle>{t('created.title', { name })}</AlertTitle>
        {t('created.intro')}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <CopyableValue label={t('fields.login')} value={user.login} copyLabel={t('created.copyLogin')} />
          <CopyableValue label={t('created.defaultPassword')} value={user.defaultPassword} copyLabel={t('created.copyPassword')} />
          <RoleChips roles={user.roles} />
        </Stack>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={onCreateAnother}>
          {t('created.createAnother')}
        </Button>
        <Button component={Link} to={paths.users} variant="outlined">
          {t('created.showAll')}
        </Button>
      </Stack>
    </Stack>
  );
}
