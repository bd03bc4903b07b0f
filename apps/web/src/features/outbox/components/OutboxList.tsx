import { formatDateTime, type OutboxMailDto } from '@club/domain';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { StateChip } from './StateChip';

interface OutboxListProps {
  mails: OutboxMailDto[];
  onRetry: (mail: OutboxMailDto) => void;
  /** The mail whose retry is on its way. */
  retrying: number | null;
}

/** A mail can go again when some of it failed: for a group mail, only its failed messages do. */
const canRetry = (mail: OutboxMailDto): boolean => mail.state === 'FAILED' || mail.state === 'PARTLY_SENT';

function RetryButton({ mail, onRetry, retrying }: { mail: OutboxMailDto } & Omit<OutboxListProps, 'mails'>) {
  const { t } = useTranslation('outbox');
  if (!canRetry(mail)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={retrying === mail.id}
      onClick={() => onRetry(mail)}
      aria-label={t('retry.label', { subject: mail.subject })}
    >
      {t('retry.button')}
    </Button>
  );
}

/** Who wrote a group mail and to which group, under its subject. */
function GroupMailLine({ mail }: { mail: OutboxMailDto }) {
  const { t } = useTranslation('outbox');
  if (mail.groupMail === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
      {t('list.groupMail', { sender: mail.groupMail.senderName, group: mail.groupMail.groupName })}
    </Typography>
  );
}

/** The outbox as a table on a desktop, as cards on a phone; a failed mail shows its error. */
export function OutboxList({ mails, onRetry, retrying }: OutboxListProps) {
  const { t } = useTranslation('outbox');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'));
  const sentOrNext = (mail: OutboxMailDto) =>
    mail.sentAt !== null ? formatDateTime(mail.sentAt) : mail.state === 'QUEUED' ? t('list.nextTry', { date: formatDateTime(mail.nextAttemptAt) }) : '—';

  if (onPhone) {
    return (
      <Stack component="ul" aria-label={t('list.label')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mails.map((mail) => (
          <Card component="li" key={mail.id} variant="outlined" aria-label={mail.subject}>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                <Typography variant="subtitle1" component="p" sx={{ wordBreak: 'break-word' }}>
                  {mail.subject}
                </Typography>
                <StateChip state={mail.state} />
              </Box>
              <GroupMailLine mail={mail} />
              <Typography variant="body2" color="text.secondary">
                {t('list.createdAt')} {formatDateTime(mail.createdAt)} · {t('list.recipientsCount', { count: mail.recipients })} ·{' '}
                {t('list.attemptsCount', { count: mail.attempts })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.sentAt')} {sentOrNext(mail)}
              </Typography>
              {mail.lastError !== null && (
                <Alert severity={canRetry(mail) ? 'error' : 'warning'} sx={{ mt: 1, wordBreak: 'break-word' }}>
                  {mail.lastError}
                </Alert>
              )}
              <Box sx={{ mt: 1 }}>
                <RetryButton mail={mail} onRetry={onRetry} retrying={retrying} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.createdAt')}</TableCell>
            <TableCell>{t('list.subject')}</TableCell>
            <TableCell align="right">{t('list.recipients')}</TableCell>
            <TableCell>{t('list.state')}</TableCell>
            <TableCell align="right">{t('list.attempts')}</TableCell>
            <TableCell>{t('list.sentAt')}</TableCell>
            <TableCell>{t('list.lastError')}</TableCell>
            <TableCell aria-label={t('list.actions')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.createdAt)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {mail.subject}
                <GroupMailLine mail={mail} />
              </TableCell>
              <TableCell align="right">{mail.recipients}</TableCell>
              <TableCell>
                <StateChip state={mail.state} />
              </TableCell>
              <TableCell align="right">{mail.attempts}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{sentOrNext(mail)}</TableCell>
              <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>
                {mail.lastError === null ? (
                  '—'
                ) : (
                  <Typography variant="body2" color={canRetry(mail) ? 'error' : 'text.secondary'}>
                    {mail.lastError}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <RetryButton mail={mail} onRetry={onRetry} retrying={retrying} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
