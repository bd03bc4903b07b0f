import PoolIcon from '@mui/icons-material/Pool';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { useSession } from '@/lib/session';
import { LoginForm } from '../components/LoginForm';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { endedBy } = useSession();
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${t('auth:login.title')} · ${appName}`;
  }, [t, appName]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e3f1fb 0%, #f2f7fb 55%, #d7eef2 100%)',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <PoolIcon aria-hidden />
          </Box>
          <LanguageSwitcher />
        </Stack>
        <Typography variant="h5" component="h1">
          {appName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth:login.subtitle')}
        </Typography>
        {endedBy === 'expired' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('errors:LOGOUT')}
          </Alert>
        )}
        <LoginForm />
      </Paper>
    </Box>
  );
}
