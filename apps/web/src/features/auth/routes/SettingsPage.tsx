import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/PageTitle';
import { MyCalendarPanel } from '@/features/calendar';
import { useToast } from '@/components/toast';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DefaultPasswordNotice } from '../components/DefaultPasswordNotice';

/** docs/product.md#constants: the home screen shows 3 seconds after a password change. */
export const PASSWORD_CHANGE_REDIRECT_MS = 3000;

export function SettingsPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  // Kept from the first render: the notice must not vanish the instant the change succeeds.
  const [heldForDefaultPassword] = useState(session.mustChangePassword);

  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => navigate(paths.home), PASSWORD_CHANGE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [changed, navigate]);

  const handleChanged = () => {
    toast.success(t('CHANGE_PASSWORD_SUCCESS'));
    setChanged(true);
  };

  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      {heldForDefaultPassword && !changed && <DefaultPasswordNotice />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('settings.passwordSection')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('settings.account', { login: session.login ?? '' })}
        </Typography>
        {changed ? (
          <Alert severity="success" role="status">
            {t('settings.redirecting')}
          </Alert>
        ) : (
          <ChangePasswordForm login={session.login ?? ''} onChanged={handleChanged} />
        )}
      </Paper>
      {/* The other calls stay closed until the default password is replaced. */}
      {!session.mustChangePassword && <MyCalendarPanel />}
    </>
  );
}
