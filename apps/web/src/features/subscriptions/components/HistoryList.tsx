import { formatDateTime } from '@club/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateChangeDto } from '@club/domain';
import { personName } from '@/lib/personName';
import { SubscriptionStateChip } from './SubscriptionStateChip';

/** Who moved the subscription, when, from which state to which (docs/product.md#subscription-states), newest first. */
export function HistoryList({ history }: { history: readonly StateChangeDto[] }) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const entries = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry, index) => (
            <Box component="li" key={`${entry.changedAt}-${index}`}>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                {entry.fromState === null ? (
                  <Typography variant="body2">{t('history.created')}</Typography>
                ) : (
                  <SubscriptionStateChip state={entry.fromState} />
                )}
                <ArrowForwardIcon fontSize="small" aria-label={t('history.to')} />
                <SubscriptionStateChip state={entry.toState} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('history.when', {
                  date: formatDateTime(entry.changedAt),
                  who: entry.changedBy === null ? t(`history.sources.${entry.source}`) : personName(entry.changedBy),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
