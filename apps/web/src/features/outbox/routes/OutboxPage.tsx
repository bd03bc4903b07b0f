import type { OutboxMailDto, OutboxState } from '@club/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { usePaging } from '@/components/PagedTable';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useOutbox } from '../api/getOutbox';
import { useRetryMail } from '../api/retryMail';
import { OutboxList } from '../components/OutboxList';
import { StateFilter } from '../components/StateFilter';

/** /mail/outbox: what the club's mails became (queued, sent, failed and why); a failed one can go again. */
export function OutboxPage() {
  const { t } = useTranslation('outbox');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const [state, setState] = useState<OutboxState | null>(null);
  const paging = usePaging();
  const outbox = useOutbox(state, paging.page, paging.pageSize);
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
          paging.restart();
        }}
      />
      <OutboxList
        outbox={outbox}
        paging={paging}
        emptyText={state === null ? t('list.empty') : t('list.emptyState')}
        onRetry={(mail) => void onRetry(mail)}
        retrying={retry.isPending ? (retry.variables ?? null) : null}
      />
    </>
  );
}
