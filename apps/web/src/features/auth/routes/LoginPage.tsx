import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useClubHeading } from '@/lib/clubHeading';
import { useSession } from '@/lib/session';
import { AuthFrame } from '../components/AuthFrame';
import { LoginForm } from '../components/LoginForm';
import { passwordWasReset } from './loginState';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { endedBy } = useSession();
  const location = useLocation();
  // The club's name and logo once known; the app's name until then, or if they cannot be read.
  const club = useClubHeading();

  return (
    <AuthFrame
      heading={club?.name ?? t('common:appName')}
      logoUrl={club?.logoUrl ?? null}
      subtitle={t('auth:login.subtitle')}
      documentTitle={t('auth:login.title')}
    >
      {passwordWasReset(location.state) ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('auth:reset.done')}
        </Alert>
      ) : (
        endedBy === 'expired' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('errors:LOGOUT')}
          </Alert>
        )
      )}
      <LoginForm />
    </AuthFrame>
  );
}
