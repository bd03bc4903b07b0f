import type { OutboxMailDto, OutboxState } from '@club/domain';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useOutbox } from '../api/getOutbox';
import { useRetryMail } from '../api/retryMail';
import { OutboxList } from '../components/OutboxList';
import { StateFilter } from '../components/StateFilter';

const PAGE_SIZES = [20, 50, 100];

/** /mail/outbox: what the club's mails became (queued, sent, failed and why); a failed one can go again. */
export function OutboxPage() {
  const { t } = useTranslation('outbox');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const [state, setState] = useState<OutboxState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const outbox = useOutbox(state, page, pageSize);
  const retry = useRetryMail();

  const onRetry = async (mail: OutboxMailDto) => {
    const message = t(mail.state === 'PARTLY_SENT' ? 'retry.confirmPartly' : 'retry.confirm', { subject: mail.subject });
    if (!(await confirm({ message, confirmLabel: t('retry.button') }))) return;
    try {
      await retry.mutateAsync(mail.id);
      toast.success(t('retry.done', { subject: mail.subject }));
    } catch (error) {
      toast.error(isApiError(error) && error.status === 409 ? t('retry.notFailed') : errorText(error));
    }
  };

  return (
    <>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      <StateFilter
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      {outbox.isPending && <LoadingState />}
      {outbox.isError && <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />}
      {outbox.isSuccess &&
        (outbox.data.total === 0 ? (
          <Typography color="text.secondary">{state === null ? t('list.empty') : t('list.emptyState')}</Typography>
        ) : (
          <>
            <OutboxList mails={outbox.data.rows} onRetry={(mail) => void onRetry(mail)} retrying={retry.isPending ? (retry.variables ?? null) : null} />
            <TablePagination
              component="div"
              count={outbox.data.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={t('list.perPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.displayed', { from, to, count })}
            />
          </>
        ))}
    </>
  );
}
