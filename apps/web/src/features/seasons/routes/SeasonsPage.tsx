import type { RenewalResultDto } from '@club/domain';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useSeasonOverview } from '../api/getSeasonOverview';
import { useOpenRenewals } from '../api/openRenewals';
import { RenewalResultPanel } from '../components/RenewalResultPanel';
import { SeasonCard } from '../components/SeasonCard';

/** /season/: the current and next seasons, and the opening of renewals (docs/product.md#screen-seasons). */
export function SeasonsPage() {
  const { t } = useTranslation('seasons');
  const errorText = useErrorText();
  const confirm = useConfirm();
  const overview = useSeasonOverview();
  const openRenewals = useOpenRenewals();
  const renewalsId = useId();
  const [result, setResult] = useState<RenewalResultDto | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const { current, next, nextLabel, renewals } = overview.data;
  const nextName = next?.label ?? nextLabel;

  const open = async () => {
    const confirmed = await confirm({
      message: t('confirm', { season: nextName, count: renewals.pending }),
      confirmLabel: t('open', { season: nextName }),
    });
    if (!confirmed) return;
    setFailure(null);
    setResult(null);
    openRenewals.mutate(undefined, { onSuccess: setResult, onError: setFailure });
  };

  const inProgress = isApiError(failure) && failure.code === 'CONFLICT';

  return (
    <>
      <PageTitle subtitle={t('intro')}>{t('title')}</PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        <SeasonCard heading={t('currentHeading')} label={current.label} season={current} />
        <SeasonCard heading={t('nextHeading')} label={nextName} season={next}>
          <Typography sx={{ mt: 1 }}>{next === null ? t('notOpened') : t('opened', { count: renewals.opened })}</Typography>
        </SeasonCard>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby={renewalsId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id={renewalsId}>
          {t('renewals.title', { season: nextName })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', my: 2 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {renewals.pending}
          </Typography>
          <Typography>{t('renewals.pending', { count: renewals.pending })}</Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('renewals.explain')}
        </Typography>

        {openRenewals.isPending && (
          <Box role="status" sx={{ mb: 2 }}>
            <LinearProgress aria-label={t('renewals.running')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('renewals.running')}
            </Typography>
          </Box>
        )}
        {result !== null && (
          <Box sx={{ mb: 2 }}>
            <RenewalResultPanel result={result} />
          </Box>
        )}
        {failure !== null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {inProgress ? t('renewals.inProgress') : errorText(failure)}
          </Alert>
        )}

        <Button
          variant="contained"
          size="large"
          startIcon={<EventRepeatIcon />}
          onClick={() => void open()}
          disabled={renewals.pending === 0 || openRenewals.isPending}
          loading={openRenewals.isPending}
          loadingPosition="start"
        >
          {t('open', { season: nextName })}
        </Button>
        {renewals.pending === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('renewals.nothing')}
          </Typography>
        )}
      </Paper>
    </>
  );
}
