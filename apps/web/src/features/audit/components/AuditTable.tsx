import { formatDateTime } from '@club/domain';
import type { AuditEntryDto, Page } from '@club/domain';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedColumn, type Paging } from '@/components/PagedTable';
import { actorName, detailsText } from './entryText';

interface AuditTableProps {
  log: UseQueryResult<Page<AuditEntryDto>>;
  paging: Paging;
}

/** The audit entries, a page at a time: a table on a desktop, cards on a phone. */
export function AuditTable({ log, paging }: AuditTableProps) {
  const { t } = useTranslation(['audit', 'common']);
  const who = (entry: AuditEntryDto) => actorName(entry.actor) ?? t('list.system');
  const target = (entry: AuditEntryDto) =>
    entry.targetId === null
      ? t(`target.${entry.targetType}`)
      : t('list.targetWithId', { target: t(`target.${entry.targetType}`), id: entry.targetId });
  const details = (entry: AuditEntryDto) => detailsText(entry.details, t);

  const columns: PagedColumn<AuditEntryDto>[] = [
    { header: t('list.at'), sx: { whiteSpace: 'nowrap' }, cell: (entry) => formatDateTime(entry.at) },
    { header: t('list.who'), cell: who },
    { header: t('list.action'), cell: (entry) => t(`action.${entry.action}`) },
    { header: t('list.target'), cell: target },
    { header: t('list.details'), sx: { wordBreak: 'break-word' }, cell: (entry) => (entry.details === null ? '—' : details(entry)) },
  ];

  return (
    <PagedTable
      query={log}
      paging={paging}
      label={t('list.label')}
      emptyText={t('list.empty')}
      rowKey={(entry) => entry.id}
      columns={columns}
      card={(entry) => (
        <>
          <Typography variant="subtitle1" component="p">
            {t(`action.${entry.action}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)} · {who(entry)}
          </Typography>
          <Typography variant="body2">{target(entry)}</Typography>
          {entry.details !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {details(entry)}
            </Typography>
          )}
        </>
      )}
    />
  );
}
