import type { PlannedSessionDto } from '@club/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlannedSessionCard, type SessionActions } from './PlannedSessionCard';
import { usePlanningText } from './usePlanningText';
import { byDay } from './week';

interface WeekSessionsProps extends SessionActions {
  sessions: readonly PlannedSessionDto[];
}

/** The week's sessions, day by day (the days without any left out); cards on every width, so nothing scrolls sideways. */
export function WeekSessions({ sessions, ...actions }: WeekSessionsProps) {
  const { t, dayText } = usePlanningText();
  if (sessions.length === 0) return <Typography color="text.secondary">{t('planning:week.empty')}</Typography>;
  return (
    <Stack spacing={3}>
      {byDay(sessions).map(([day, daySessions]) => {
        const headingId = `planning-day-${day}`;
        return (
          <Stack key={day} component="section" aria-labelledby={headingId} spacing={1}>
            <Typography id={headingId} variant="h6" component="h3">
              {dayText(day)}
            </Typography>
            <Box
              component="ul"
              aria-label={t('planning:daySessions', { day: dayText(day) })}
              sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}
            >
              {daySessions.map((session) => (
                <PlannedSessionCard key={session.id} session={session} {...actions} />
              ))}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
