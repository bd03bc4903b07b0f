import type { PlannedSessionDto } from '@club/domain';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { usePlanningText } from './usePlanningText';

/**
 * The new-session screen of the group with this session's start and id in the address: the
 * sheet opens at that date and is recorded against the planned session (docs/product.md#planning).
 */
export const takeAttendanceUrl = (session: PlannedSessionDto): string =>
  `${pathTo(paths.groupSessionNew, { id: session.groupId })}?${new URLSearchParams({
    plannedSessionId: String(session.id),
    date: session.startsAt,
  }).toString()}`;

export interface SessionActions {
  /** Whether this user may cancel or restore the session (the server checks again). */
  canCancel: (session: PlannedSessionDto) => boolean;
  onCancel: (session: PlannedSessionDto) => void;
  onRestore: (session: PlannedSessionDto) => void;
}

interface PlannedSessionCardProps extends SessionActions {
  session: PlannedSessionDto;
}

/** One planned session of the week: hours, group, pool, status, absences reported, and what can be done with it. */
export function PlannedSessionCard({ session, canCancel, onCancel, onRestore }: PlannedSessionCardProps) {
  const { t, timeText, sessionText } = usePlanningText();
  const cancelled = session.status === 'CANCELLED';
  const label = sessionText(session);
  return (
    <Paper component="li" variant="outlined" aria-label={label} sx={{ p: 2, listStyle: 'none', opacity: cancelled ? 0.85 : 1 }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700, textDecoration: cancelled ? 'line-through' : 'none' }}>
            {timeText(session)}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {session.groupName}
          </Typography>
          <Chip
            size="small"
            label={t(cancelled ? 'planning:session.cancelled' : 'planning:session.planned')}
            color={cancelled ? 'error' : 'success'}
            variant={cancelled ? 'filled' : 'outlined'}
          />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.location}
        </Typography>
        {cancelled && session.cancelReason !== null && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('planning:session.reason', { reason: session.cancelReason })}</Typography>
        )}
        {session.reportedAbsent > 0 && (
          <Typography color="warning.dark">{t('planning:session.reportedAbsent', { count: session.reportedAbsent })}</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {session.sessionId !== null && (
            <Button
              component={Link}
              to={`${paths.sessionEdit}?id=${session.sessionId}`}
              size="small"
              variant="outlined"
              startIcon={<FactCheckIcon />}
              aria-label={t('planning:session.openSheetOf', { session: label })}
            >
              {t('planning:session.openSheet')}
            </Button>
          )}
          {session.sessionId === null && !cancelled && (
            <Button
              component={Link}
              to={takeAttendanceUrl(session)}
              size="small"
              variant="contained"
              startIcon={<PlaylistAddCheckIcon />}
              aria-label={t('planning:session.takeAttendanceOf', { session: label })}
            >
              {t('planning:session.takeAttendance')}
            </Button>
          )}
          {!cancelled && canCancel(session) && (
            <Button
              size="small"
              color="error"
              startIcon={<EventBusyIcon />}
              onClick={() => onCancel(session)}
              aria-label={t('planning:session.cancelOf', { session: label })}
            >
              {t('planning:session.cancel')}
            </Button>
          )}
          {cancelled && canCancel(session) && (
            <Button
              size="small"
              startIcon={<RestoreIcon />}
              onClick={() => onRestore(session)}
              aria-label={t('planning:session.restoreOf', { session: label })}
            >
              {t('planning:session.restore')}
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
