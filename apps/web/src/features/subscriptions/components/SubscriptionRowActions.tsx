import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import type { SubscriptionRowDto } from '@club/domain';
import { personName } from '@/lib/personName';

export interface RowActionHandlers {
  onDelete: (row: SubscriptionRowDto) => void;
}

/** Problem (guardian picker), edit and delete; their labels name the member for screen readers. */
export function SubscriptionRowActions({ row, onDelete }: RowActionHandlers & { row: SubscriptionRowDto }) {
  const { t } = useTranslation('subscriptions');
  const name = personName(row);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {row.problem && (
        <Tooltip title={t('list.problem', { name })}>
          <IconButton
            component={Link}
            to={pathTo(paths.subscriptionProblem, { id: row.studentId })}
            aria-label={t('list.problem', { name })}
            color="warning"
          >
            <ReportProblemIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('list.edit', { name })}>
        <IconButton component={Link} to={pathTo(paths.subscription, { id: row.studentId })} aria-label={t('list.edit', { name })}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('list.delete', { name })}>
        <IconButton aria-label={t('list.delete', { name })} onClick={() => onDelete(row)} color="error">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
