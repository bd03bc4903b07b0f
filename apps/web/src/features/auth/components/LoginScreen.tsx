import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubHeading } from '@/lib/clubHeading';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';

/** Why the page shows a notice above the form: a password just reset, a session that expired. */
export type LoginNotice = 'passwordReset' | 'expired' | null;

/** Where the link to the password recovery page sits under the button. */
export const FORGOT_PASSWORD_LINK_SX: SxProps<Theme> = { alignSelf: 'center', py: 0.5 };

interface LoginScreenProps {
  notice: LoginNotice;
  /** The staff app's router link, or a plain link on the login page on its own (login.html). */
  forgotPasswordLink: ReactNode;
  onLoggedIn?: () => void;
}

/**
 * The login screen (docs/product.md#screen-login), without the router: the staff app's route
 * (LoginPage) and the login page rendered on the server (docs/architecture.md#server-rendered-login)
 * show the same markup.
 */
export function LoginScreen({ notice, forgotPasswordLink, onLoggedIn }: LoginScreenProps) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  // The club's name and logo once known; the app's name until then, or if they cannot be read.
  const club = useClubHeading();

  return (
    <AuthFrame
      heading={club?.name ?? t('common:appName')}
      logoUrl={club?.logoUrl ?? null}
      subtitle={t('auth:login.subtitle')}
      documentTitle={t('auth:login.title')}
    >
      {notice === 'passwordReset' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('auth:reset.done')}
        </Alert>
      )}
      {notice === 'expired' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('errors:LOGOUT')}
        </Alert>
      )}
      <LoginForm forgotPasswordLink={forgotPasswordLink} onLoggedIn={onLoggedIn} />
    </AuthFrame>
  );
}
