import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown instead of overwriting: the other person's changes are kept, this screen must reload. */
export function StaleAlert({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
          {t('edit.reload')}
        </Button>
      }
    >
      {t('edit.stale')}
    </Alert>
  );
}
