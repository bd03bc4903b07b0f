import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/**
 * Above every staff screen while the app runs from the phone's copy (docs/product.md#offline-attendance):
 * the groups, new sessions and planning work; the rest waits for the network.
 */
export function OfflineNotice() {
  const { t } = useTranslation('offline');
  const { offline } = useSession();
  if (offline !== true) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('offlineNotice')}
    </Alert>
  );
}
