import type { FamilySessionDto } from '@club/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { formatClubDateTime } from '@/lib/clubTime';
import { useEndFamilySession } from '../api/endFamilySession';
import { useFamilySessions } from '../api/getFamilySessions';
import { useSignOutFamily } from '../api/signOutFamily';

/** This device first, then the others as the server lists them. */
const currentFirst = (sessions: readonly FamilySessionDto[]) => [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

/** "Signed-in devices": each open session with a button that ends it, and this device's sign-out. */
export function SessionsPanel() {
  const { t } = useTranslation('family');
  const sessions = useFamilySessions();
  const end = useEndFamilySession();
  const signOut = useSignOutFamily();
  const failure = end.error ?? signOut.error;

  let list;
  if (sessions.isPending) list = <LoadingState />;
  else if (sessions.isError) list = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else
    list = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {currentFirst(sessions.data.sessions).map((session) => {
          const device = session.device ?? t('sessions.unknownDevice');
          const since = formatClubDateTime(session.createdAt);
          const ending = end.isPending && end.variables.id === session.id;
          return (
            <Box
              component="li"
              key={session.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                p: 2,
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{device}</Typography>
                  {session.current && <Chip label={t('sessions.thisDevice')} color="primary" size="small" />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('sessions.since', { date: since })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('sessions.lastSeen', { date: formatClubDateTime(session.lastSeenAt) })}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                loading={ending}
                disabled={end.isPending && !ending}
                aria-label={session.current ? t('sessions.endThis') : t('sessions.endOther', { device, date: since })}
                onClick={() => end.mutate({ id: session.id, current: session.current })}
              >
                {t('sessions.end')}
              </Button>
            </Box>
          );
        })}
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby="family-sessions" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="family-sessions" variant="h6" component="h2">
        {t('sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('sessions.intro')}
      </Typography>
      {failure !== null && <ErrorState error={failure} />}
      {list}
      <Button variant="contained" loading={signOut.isPending} onClick={() => signOut.mutate()} sx={{ mt: 2.5 }}>
        {t('sessions.signOut')}
      </Button>
    </Paper>
  );
}
