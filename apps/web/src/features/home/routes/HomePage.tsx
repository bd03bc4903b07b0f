import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { ServerStatusPanel } from '@/features/health';
import { useSession } from '@/lib/session';
import { ClubSetupCard } from '../components/ClubSetupCard';

/**
 * /home: the menu and a welcome; for admins, the club's setup checklist until it is done and the
 * server's state (docs/product.md, "Home"; docs/operations.md).
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const session = useSession();
  return (
    <>
      <PageTitle>{t('home:title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('home:welcome', { login: session.login ?? '' })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('home:intro')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" component="span">
            {t('home:yourRoles')}
          </Typography>
          {session.roles.map((role) => (
            <Chip key={role} label={t(`common:roles.${role}`)} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      </Paper>
      {session.isAdmin && <ClubSetupCard />}
      {session.isAdmin && <ServerStatusPanel />}
    </>
  );
}
