import type { RenewalResultDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What the opening did: subscriptions created, links mailed, members already renewed. */
export function RenewalResultPanel({ result }: { result: RenewalResultDto }) {
  const { t } = useTranslation('seasons');
  const figures = [
    ['created', result.created],
    ['mailed', result.mailed],
    ['skipped', result.skipped],
  ] as const;
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('result.title', { season: result.season.label })}</AlertTitle>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {figures.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(`result.${key}`, { count: value })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button component={Link} to={`${paths.subscriptions}?season=${result.season.id}`} color="inherit" variant="outlined" size="small">
        {t('result.seeSubscriptions', { season: result.season.label })}
      </Button>
    </Alert>
  );
}
