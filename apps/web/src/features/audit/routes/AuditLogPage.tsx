import { AUDIT_ACTIONS, type AuditAction } from '@club/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '@/components/PagedTable';
import { PageTitle } from '@/components/PageTitle';
import { useAuditLog } from '../api/getAuditLog';
import { AuditTable } from '../components/AuditTable';

const ALL = 'ALL';

/** /audit: who viewed an export, changed roles, deleted or erased anything, and when. */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [action, setAction] = useState<AuditAction | null>(null);
  const paging = usePaging();
  const log = useAuditLog(action, paging.page, paging.pageSize);

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
          paging.restart();
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
      <AuditTable log={log} paging={paging} />
    </>
  );
}
