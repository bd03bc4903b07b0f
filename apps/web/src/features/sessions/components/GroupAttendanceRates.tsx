import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useErrorText } from '@/i18n/messages';
import { useAttendanceRates } from '../api/getAttendanceRates';
import { useExportAttendanceRates } from '../api/exportAttendanceRates';
import { clubNow, seasonStart } from '@/lib/clubTime';
import { checkRange, type DayField } from './dateRange';
import { DateRangeFields } from './DateRangeFields';
import { RatesCardList, RatesTable } from './RatesList';

/** The current season so far: 1 September → today. */
const seasonSoFar = (): { start: DayField; end: DayField } => {
  const today = clubNow();
  return { start: { value: seasonStart(today), pickerError: null }, end: { value: today, pickerError: null } };
};

function Rates({ groupId }: { groupId: number }) {
  const { t } = useTranslation('sessions');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const errorText = useErrorText();
  const [days, setDays] = useState(seasonSoFar);
  const range = checkRange(days.start, days.end);
  const rates = useAttendanceRates(groupId, range.period);
  const exportRates = useExportAttendanceRates();
  const List = onPhone ? RatesCardList : RatesTable;

  return (
    <Stack component="section" aria-labelledby={`rates-title-${groupId}`} spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`rates-title-${groupId}`} variant="h6" component="h2">
          {t('rates.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={range.period === null}
          loading={exportRates.isPending}
          onClick={() => {
            if (range.period !== null) exportRates.mutate({ groupId, period: range.period });
          }}
        >
          {t('rates.export')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DateRangeFields
          start={days.start}
          end={days.end}
          startError={range.startError}
          endError={range.endError}
          onStartChange={(start) => setDays((current) => ({ ...current, start }))}
          onEndChange={(end) => setDays((current) => ({ ...current, end }))}
        />
      </Paper>
      {exportRates.isError && (
        <Alert severity="error" role="alert" onClose={() => exportRates.reset()}>
          {errorText(exportRates.error)}
        </Alert>
      )}
      {range.period === null ? (
        <Typography color="text.secondary" role="status">
          {t('range.fixDates')}
        </Typography>
      ) : (
        <>
          {rates.isPending && <LoadingState />}
          {rates.isError && <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />}
          {rates.isSuccess && (
            <>
              {rates.isPlaceholderData && <LinearProgress aria-label={t('list.loading')} />}
              {rates.data.group.sessions === 0 && <Typography color="text.secondary">{t('rates.noSessions')}</Typography>}
              {rates.data.group.sessions === 0 ? null : <List rates={rates.data} />}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The attendance of a group over a period (the group details screen embeds it): per
 * member present, absent and late counts with their share, the group's totals, and the
 * .xlsx export. Brings its own date pickers set-up.
 */
export function GroupAttendanceRates({ groupId }: { groupId: number }) {
  return (
    <DatePickersProvider>
      <Rates groupId={groupId} />
    </DatePickersProvider>
  );
}
