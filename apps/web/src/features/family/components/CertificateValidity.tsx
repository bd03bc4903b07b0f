import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { clubNow, formatBirthDate } from '@/lib/clubTime';
import { certificateStanding } from './healthDocument';

/**
 * A member's medical certificate accepted by the club, until its last valid day; a warning from
 * 30 days before that day and once it is past, so the family sends a new one in time
 * (docs/product.md#health-rules).
 */
export function CertificateValidity({ expiresOn }: { expiresOn: string }) {
  const { t } = useTranslation('family');
  // A day (YYYY-MM-DD), not an instant: shown as it is, whatever the device's time zone.
  const date = formatBirthDate(expiresOn);
  const standing = certificateStanding(expiresOn, clubNow().format('YYYY-MM-DD'));
  if (standing === 'VALID') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'text.secondary' }}>
        <EventAvailable aria-hidden fontSize="small" />
        <Typography>{t('health.validUntil', { date })}</Typography>
      </Box>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      {t(standing === 'ENDED' ? 'health.ended' : 'health.ending', { date })}
    </Alert>
  );
}
