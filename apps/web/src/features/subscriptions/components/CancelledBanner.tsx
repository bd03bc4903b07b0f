import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import type { SubscriptionDetailDto } from '@club/domain';
import { useUpdateSubscription } from '../api/updateSubscription';

/**
 * A cancelled subscription: what it means for the family, and restoring the state it had
 * before (a state chosen by hand, recorded in the history like any other).
 */
export function CancelledBanner({ detail }: { detail: SubscriptionDetailDto }) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateSubscription();
  const previous = detail.restoreState;

  const restore = () => {
    if (previous === null) return;
    update.mutate(
      { studentId: detail.studentId, body: { version: detail.version, state: previous } },
      {
        onSuccess: (saved) => toast.success(t('cancelled.restored', { state: t(`states.${saved.state}`) })),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  // The button sits under the text, not in the alert's action slot: on a phone that slot
  // squeezes the explanation into a narrow column.
  return (
    <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
      <AlertTitle>{t('cancelled.title', { season: detail.season.label })}</AlertTitle>
      {t('cancelled.body')}
      {previous !== null && (
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" size="small" onClick={restore} loading={update.isPending}>
            {t('cancelled.restore', { state: t(`states.${previous}`) })}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
