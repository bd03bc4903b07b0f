import type { Audience } from '@club/domain';
import HomeIcon from '@mui/icons-material/Home';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { useRoleNames } from '@/components/useRoleNames';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * In place of a screen the user's roles may not open: whom it is for, what they hold, and the
 * way home, rather than a silent redirection that looks like a broken link.
 */
export function ForbiddenPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const session = useSession();
  const roleNames = useRoleNames();
  return (
    <>
      <PageTitle>{t('forbidden.title')}</PageTitle>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
        <Alert severity="warning" sx={{ width: '100%' }}>
          {audience !== 'staff' && <div>{t('forbidden.page', { roles: roleNames(audience, 'plural') })}</div>}
          {session.roles.length > 0 && (
            <div>{t('forbidden.yourRoles', { count: session.roles.length, roles: roleNames(session.roles, 'titles') })}</div>
          )}
        </Alert>
        <Button component={Link} to={paths.home} variant="contained" startIcon={<HomeIcon />}>
          {t('forbidden.backHome')}
        </Button>
      </Stack>
    </>
  );
}
