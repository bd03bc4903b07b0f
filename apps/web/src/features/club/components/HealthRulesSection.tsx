import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useHealthRules } from '../api/getHealthRules';
import { HealthRulesForm } from './HealthRulesForm';

/** "Health and reminders" (docs/product.md#health-rules): loads the rules, and again after a conflict. */
export function HealthRulesSection() {
  const { t } = useTranslation('club');
  const rules = useHealthRules();
  const [stale, setStale] = useState(false);

  const reloadAfterConflict = () => {
    setStale(true);
    void rules.refetch();
  };

  return (
    <Stack spacing={2}>
      {stale && (
        <Alert severity="warning" role="alert" onClose={() => setStale(false)}>
          {t('health.stale')}
        </Alert>
      )}
      {rules.isPending && <LoadingState />}
      {rules.isError && <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />}
      {/* A reload after a conflict brings a new version: the form starts again from it. */}
      {rules.isSuccess && (
        <HealthRulesForm key={rules.data.version} rules={rules.data} onStale={reloadAfterConflict} onSaved={() => setStale(false)} />
      )}
    </Stack>
  );
}
