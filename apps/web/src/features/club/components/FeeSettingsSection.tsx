import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useFeeSettings } from '../api/getFeeSettings';
import { FeeSettingsForm } from './FeeSettingsForm';

/** "Fees and discounts" (docs/product.md#fees-and-payments): loads the settings, and again after a conflict. */
export function FeeSettingsSection() {
  const { t } = useTranslation('club');
  const settings = useFeeSettings();
  const [stale, setStale] = useState(false);

  const reloadAfterConflict = () => {
    setStale(true);
    void settings.refetch();
  };

  return (
    <Stack spacing={2}>
      {stale && (
        <Alert severity="warning" role="alert" onClose={() => setStale(false)}>
          {t('fees.stale')}
        </Alert>
      )}
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {/* A reload after a conflict brings a new version: the form starts again from it. */}
      {settings.isSuccess && (
        <FeeSettingsForm
          key={settings.data.version}
          settings={settings.data}
          onStale={reloadAfterConflict}
          onSaved={() => setStale(false)}
        />
      )}
    </Stack>
  );
}
