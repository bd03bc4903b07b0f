import { formatDate, type SeasonDto } from '@club/domain';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SeasonCardProps {
  heading: string;
  label: string;
  season: SeasonDto | null;
  children?: ReactNode;
}

/** One season: its label, its dates, whether it is the current one. */
export function SeasonCard({ heading, label, season, children }: SeasonCardProps) {
  const { t } = useTranslation('seasons');
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="overline" color="text.secondary" component="h2" id={titleId}>
        {heading}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {season?.isCurrent === true && <Chip size="small" color="primary" label={t('current')} />}
      </Stack>
      {season !== null && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dates', { start: formatDate(season.startDate), end: formatDate(season.endDate) })}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
