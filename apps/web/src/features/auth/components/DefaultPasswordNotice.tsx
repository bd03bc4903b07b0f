import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Why the user is held on /settings: the default password must go first (docs/product.md#login-and-passwords). */
export function DefaultPasswordNotice() {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t('settings.defaultPasswordTitle')}</AlertTitle>
      {t('settings.defaultPasswordBody')}
    </Alert>
  );
}
