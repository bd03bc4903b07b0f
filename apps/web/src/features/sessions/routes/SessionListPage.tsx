import { defaultWeekRange, type SessionListRowDto } from '@club/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { accessRules, useSession } from '@/lib/session';
import { useSessions } from '../api/getSessions';
import { inClubTime } from '@/lib/clubTime';
import { checkRange, type DayField } from '../components/dateRange';
import { DateRangeFields } from '../components/DateRangeFields';
import type { SessionEditState } from '../components/sessionEditState';
import { SessionCardList, SessionTable } from '../components/SessionList';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=2026-03-02&to=2026-03-08` keeps the period through an edit and a reload; else the current week. */
const initialDays = (search: URLSearchParams): { start: DayField; end: DayField } => {
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null && DAY.test(from) && DAY.test(to)) {
    const start = inClubTime(`${from}T12:00:00Z`);
    const end = inClubTime(`${to}T12:00:00Z`);
    if (start.isValid() && end.isValid()) return { start: { value: start, pickerError: null }, end: { value: end, pickerError: null } };
  }
  const week = defaultWeekRange(new Date());
  return { start: { value: inClubTime(week.start), pickerError: null }, end: { value: inClubTime(week.end), pickerError: null } };
};

/** /session/: the sessions of a period, current week by default (docs/product.md#screen-sessions). */
export function SessionListPage() {
  const { t } = useTranslation('sessions');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const [days, setDays] = useState(() => initialDays(search));
  const range = checkRange(days.start, days.end);
  const sessions = useSessions(range.period, accessRules.seeAllGroups(session) ? null : session.login);

  const changeDays = (next: { start: DayField; end: DayField }) => {
    setDays(next);
    const checked = checkRange(next.start, next.end);
    if (checked.period !== null && next.start.value !== null && next.end.value !== null) {
      setSearch({ from: next.start.value.format('YYYY-MM-DD'), to: next.end.value.format('YYYY-MM-DD') }, { replace: true });
    }
  };

  const openEdit = (row: SessionListRowDto) => {
    const state: SessionEditState = { sessionId: row.id, returnTo: search.size > 0 ? `?${search.toString()}` : '' };
    void navigate(`${paths.sessionEdit}?id=${row.id}`, { state });
  };

  const List = onPhone ? SessionCardList : SessionTable;

  return (
    <DatePickersProvider>
      <PageTitle
        actions={
          <Button component={Link} to={paths.sessionNew} variant="contained" startIcon={<AddIcon />}>
            {t('new.title')}
          </Button>
        }
      >
        {t('list.title')}
      </PageTitle>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <DateRangeFields
          start={days.start}
          end={days.end}
          startError={range.startError}
          endError={range.endError}
          onStartChange={(start) => changeDays({ ...days, start })}
          onEndChange={(end) => changeDays({ ...days, end })}
        />
      </Paper>
      {range.period === null && (
        <Typography color="text.secondary" role="status">
          {t('range.fixDates')}
        </Typography>
      )}
      {range.period !== null && (
        <>
          {sessions.isPending && <LoadingState />}
          {sessions.isError && <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />}
          {sessions.isSuccess && (
            <>
              {/* The previous period stays while the next loads: a thin bar says so. */}
              {sessions.isPlaceholderData && <LinearProgress sx={{ mb: 1 }} aria-label={t('list.loading')} />}
              {sessions.data.length === 0 ? (
                <Typography color="text.secondary">{t('list.empty')}</Typography>
              ) : (
                <List sessions={sessions.data} onEdit={openEdit} />
              )}
            </>
          )}
        </>
      )}
    </DatePickersProvider>
  );
}
