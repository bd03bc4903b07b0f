import type { SessionListRowDto } from '@club/domain';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatClubDateTime } from '@/lib/clubTime';

interface SessionListProps {
  sessions: readonly SessionListRowDto[];
  onEdit: (session: SessionListRowDto) => void;
}

const useLabels = () => {
  const { t } = useTranslation('sessions');
  return {
    t,
    subGroupOf: (session: SessionListRowDto) => session.subGroupName ?? t('target.wholeGroup'),
    editLabel: (session: SessionListRowDto) => t('list.editOf', { group: session.groupName, date: formatClubDateTime(session.date) }),
  };
};

/** The session list on a tablet or desktop (docs/product.md#screen-sessions). */
export function SessionTable({ sessions, onEdit }: SessionListProps) {
  const { t, subGroupOf, editLabel } = useLabels();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.date')}</TableCell>
            <TableCell>{t('list.group')}</TableCell>
            <TableCell>{t('list.subGroup')}</TableCell>
            <TableCell align="right">{t('list.participants')}</TableCell>
            <TableCell align="right">{t('list.absences')}</TableCell>
            <TableCell align="right">{t('list.lates')}</TableCell>
            <TableCell align="right">{t('list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatClubDateTime(session.date)}
              </TableCell>
              <TableCell>{session.groupName}</TableCell>
              <TableCell>{subGroupOf(session)}</TableCell>
              <TableCell align="right">{session.participants}</TableCell>
              <TableCell align="right">{session.absences}</TableCell>
              <TableCell align="right">{session.lates}</TableCell>
              <TableCell align="right" padding="checkbox">
                <Tooltip title={t('list.edit')}>
                  <IconButton aria-label={editLabel(session)} onClick={() => onEdit(session)}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {value}
      </Typography>{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The list on a phone: one card per session, the whole card opens it for editing. */
export function SessionCardList({ sessions, onEdit }: SessionListProps) {
  const { t, subGroupOf, editLabel } = useLabels();
  return (
    <Stack component="ul" aria-label={t('list.title')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sessions.map((session) => (
        <Card component="li" key={session.id}>
          <CardActionArea aria-label={editLabel(session)} onClick={() => onEdit(session)}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1, '&:last-child': { pb: 2 } }}>
              <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {formatClubDateTime(session.date)}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {session.groupName} · {subGroupOf(session)}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ pt: 0.5 }}>
                  <Figure value={session.participants} label={t('list.participantsShort', { count: session.participants })} />
                  <Figure value={session.absences} label={t('list.absencesShort', { count: session.absences })} />
                  <Figure value={session.lates} label={t('list.latesShort', { count: session.lates })} />
                </Stack>
              </Stack>
              <EditIcon color="action" aria-hidden />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
