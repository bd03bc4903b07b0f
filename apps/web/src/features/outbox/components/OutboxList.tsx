import { formatDateTime } from '@club/domain';
import type { OutboxMailDto, Page } from '@club/domain';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedColumn, type Paging } from '@/components/PagedTable';
import { StateChip } from './StateChip';

interface RetryProps {
  onRetry: (mail: OutboxMailDto) => void;
  /** The mail whose retry is on its way. */
  retrying: number | null;
}

interface OutboxListProps extends RetryProps {
  outbox: UseQueryResult<Page<OutboxMailDto>>;
  paging: Paging;
  /** Said when the page holds no mail. */
  emptyText: string;
}

/** A mail can go again when some of it failed: for a group mail, only its failed messages do. */
const canRetry = (mail: OutboxMailDto): boolean => mail.state === 'FAILED' || mail.state === 'PARTLY_SENT';

function RetryButton({ mail, onRetry, retrying }: { mail: OutboxMailDto } & RetryProps) {
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

/** The outbox a page at a time, as a table on a desktop, as cards on a phone; a failed mail shows its error. */
export function OutboxList({ outbox, paging, emptyText, onRetry, retrying }: OutboxListProps) {
  const { t } = useTranslation('outbox');
  const sentOrNext = (mail: OutboxMailDto) =>
    mail.sentAt !== null
      ? formatDateTime(mail.sentAt)
      : mail.state === 'QUEUED'
        ? t('list.nextTry', { date: formatDateTime(mail.nextAttemptAt) })
        : '—';

  const columns: PagedColumn<OutboxMailDto>[] = [
    { header: t('list.createdAt'), sx: { whiteSpace: 'nowrap' }, cell: (mail) => formatDateTime(mail.createdAt) },
    {
      header: t('list.subject'),
      sx: { wordBreak: 'break-word' },
      cell: (mail) => (
        <>
          {mail.subject}
          <GroupMailLine mail={mail} />
        </>
      ),
    },
    { header: t('list.recipients'), align: 'right', cell: (mail) => mail.recipients },
    { header: t('list.state'), cell: (mail) => <StateChip state={mail.state} /> },
    { header: t('list.attempts'), align: 'right', cell: (mail) => mail.attempts },
    { header: t('list.sentAt'), sx: { whiteSpace: 'nowrap' }, cell: sentOrNext },
    {
      header: t('list.lastError'),
      sx: { maxWidth: 320, wordBreak: 'break-word' },
      cell: (mail) =>
        mail.lastError === null ? (
          '—'
        ) : (
          <Typography variant="body2" color={canRetry(mail) ? 'error' : 'text.secondary'}>
            {mail.lastError}
          </Typography>
        ),
    },
    { label: t('list.actions'), cell: (mail) => <RetryButton mail={mail} onRetry={onRetry} retrying={retrying} /> },
  ];

  return (
    <PagedTable
      query={outbox}
      paging={paging}
      label={t('list.label')}
      emptyText={emptyText}
      rowKey={(mail) => mail.id}
      columns={columns}
      cardLabel={(mail) => mail.subject}
      card={(mail) => (
        <>
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
        </>
      )}
    />
  );
}
