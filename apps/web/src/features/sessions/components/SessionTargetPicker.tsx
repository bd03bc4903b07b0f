import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { useSubGroups } from '@/features/reference';
import { SubGroupSelect } from './SubGroupSelect';
import { usePrefetchSheet } from './usePrefetchSheet';

interface SessionTargetPickerProps {
  /** The group, once chosen; sub-groups are loaded for it. */
  groupId: number | null;
  subGroupId: number;
  onSubGroupChange: (subGroupId: number) => void;
  onContinue: (subGroupName: string | null) => void;
  onReset: () => void;
  /** A field above the sub-groups (the group choice of /session/new). */
  children?: ReactNode;
}

/**
 * The pre-step (docs/product.md#screen-sessions): whole group or one of its sub-groups, then continue to the
 * sheet or reset and go back. Buttons carry their words as well as their icons: the
 * coach reads them at arm's length by the pool.
 */
export function SessionTargetPicker({ groupId, subGroupId, onSubGroupChange, onContinue, onReset, children }: SessionTargetPickerProps) {
  const { t } = useTranslation('sessions');
  const subGroups = useSubGroups(groupId);
  usePrefetchSheet(groupId, subGroupId);
  const list = groupId === null ? [] : (subGroups.data ?? []);
  const chosen = list.find((subGroup) => subGroup.id === subGroupId);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Stack spacing={2.5}>
        {children}
        {groupId !== null && subGroups.isError ? (
          <ErrorState error={subGroups.error} onRetry={() => void subGroups.refetch()} />
        ) : (
          <SubGroupSelect
            subGroups={list}
            value={chosen === undefined ? 0 : subGroupId}
            onChange={onSubGroupChange}
            disabled={groupId === null || subGroups.isPending}
          />
        )}
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<RestartAltIcon />}
            onClick={onReset}
            sx={{ minHeight: 48, flex: { xs: 1, sm: 'none' } }}
          >
            {t('target.reset')}
          </Button>
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardIcon />}
            disabled={groupId === null}
            onClick={() => onContinue(chosen?.name ?? null)}
            sx={{ minHeight: 48, flex: { xs: 2, sm: 'none' } }}
          >
            {t('target.continue')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
