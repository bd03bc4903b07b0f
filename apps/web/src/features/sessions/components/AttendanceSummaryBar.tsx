import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AttendanceSummaryBarProps {
  counts: { participants: number; absences: number; lates: number };
  submitLabel: string;
  submitDisabled: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** A failed submit, with its retry button: shown where the thumb already is. */
  failure?: ReactNode;
}

function Count({ value, label, color }: { value: number; label: string; color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color }}>
        {value}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Stays at the bottom of the screen while the list scrolls: the counts so far and the
 * submit button, under the thumb on a phone.
 */
export function AttendanceSummaryBar({
  counts,
  submitLabel,
  submitDisabled,
  submitting,
  onSubmit,
  onCancel,
  failure,
}: AttendanceSummaryBarProps) {
  const { t } = useTranslation(['sessions', 'common']);
  return (
    <Paper
      component="section"
      aria-label={t('sessions:sheet.summary')}
      square
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mx: { xs: -2, sm: 0 },
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(18, 38, 58, 0.08)',
        borderRadius: { sm: 2 },
      }}
    >
      {failure}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', gap: 2.5, flexGrow: 1, justifyContent: { xs: 'space-around', sm: 'flex-start' } }}
        >
          <Count
            value={counts.participants}
            label={t('sessions:sheet.presentCount', { count: counts.participants })}
            color="success.dark"
          />
          <Count value={counts.absences} label={t('sessions:sheet.absentCount', { count: counts.absences })} color="text.primary" />
          <Count value={counts.lates} label={t('sessions:sheet.lateCount', { count: counts.lates })} color="warning.dark" />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button onClick={onCancel} size="large" sx={{ minHeight: 48 }}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={onSubmit}
            disabled={submitDisabled}
            loading={submitting}
            sx={{ flexGrow: 1, minHeight: 48 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
