import { AUDIT_ACTIONS, type AuditAction } from '@club/domain';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useAuditLog } from '../api/getAuditLog';
import { AuditTable } from '../components/AuditTable';

const PAGE_SIZES = [20, 50, 100];
const ALL = 'ALL';

/** /audit: who viewed an export, changed roles, deleted or erased anything, and when. */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [action, setAction] = useState<AuditAction | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const log = useAuditLog(action, page, pageSize);

  return (
    <>
      <PageTitle subtitle={t('subtitle')}>{t('title')}</PageTitle>
      <TextField
        select
        label={t('filter.label')}
        value={action ?? ALL}
        onChange={(event) => {
          const value = event.target.value;
          setAction(AUDIT_ACTIONS.find((a) => a === value) ?? null);
          setPage(1);
        }}
        sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
      >
        <MenuItem value={ALL}>{t('filter.all')}</MenuItem>
        {AUDIT_ACTIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`action.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {log.isPending && <LoadingState />}
      {log.isError && <ErrorState error={log.error} onRetry={() => void log.refetch()} />}
      {log.isSuccess &&
        (log.data.total === 0 ? (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        ) : (
          <>
            <AuditTable entries={log.data.rows} />
            <TablePagination
              component="div"
              count={log.data.total}
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
