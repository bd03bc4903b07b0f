import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { FORGOT_PASSWORD_LINK_SX, LoginScreen } from '../components/LoginScreen';
import { passwordWasReset } from './loginState';

/** The staff app's /login route: the notice comes from the navigation and the session. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { endedBy } = useSession();
  const location = useLocation();
  const notice = passwordWasReset(location.state) ? 'passwordReset' : endedBy === 'expired' ? 'expired' : null;
  return (
    <LoginScreen
      notice={notice}
      forgotPasswordLink={
        <Link component={RouterLink} to={paths.forgotPassword} sx={FORGOT_PASSWORD_LINK_SX}>
          {t('login.forgotPassword')}
        </Link>
      }
    />
  );
}
