import { formatDate, shiftDay, type PlannedSessionDto } from '@club/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PoolIcon from '@mui/icons-material/Pool';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useMyGroups } from '@/features/reference';
import { usePlanning } from '../api/getPlanning';
import { CancelDialog, type CancelRequest } from './CancelDialog';
import { useRestoreAction } from './useRestoreAction';
import { usePlanningText } from './usePlanningText';
import { weekOf, weekOfParam } from './week';
import { WeekSessions } from './WeekSessions';

const groupIdOf = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

interface WeekPanelProps {
  today: string;
  /** Admins and section managers: every group, and whole days or pools cancelled at once. */
  seesAll: boolean;
}

/**
 * A week of planned sessions, Monday to Sunday in Monaco (docs/product.md#planning). The week and
 * the group are in the address (`?week=2026-11-23&groupId=7`): a reload or a shared link keeps them.
 */
export function WeekPanel({ today, seesAll }: WeekPanelProps) {
  const { t } = usePlanningText();
  const [search, setSearch] = useSearchParams();
  const week = weekOfParam(search.get('week'), new Date(`${today}T12:00:00Z`));
  const groupId = groupIdOf(search.get('groupId'));
  const groups = useMyGroups();
  const planning = usePlanning(week.monday, week.sunday, groupId);
  const [cancelling, setCancelling] = useState<CancelRequest | null>(null);
  const restore = useRestoreAction();
  const thisWeek = weekOf(today).monday;
  // The day proposed for a day or pool cancellation: today in this week, else its Monday.
  const proposedDay = thisWeek === week.monday ? today : week.monday;

  const show = (next: { week?: string; groupId?: number | null }) => {
    const params = new URLSearchParams(search);
    if (next.week !== undefined) params.set('week', next.week);
    if (next.groupId !== undefined) {
      if (next.groupId === null) params.delete('groupId');
      else params.set('groupId', String(next.groupId));
    }
    setSearch(params, { replace: true, preventScrollReset: true });
  };

  const actions = {
    canCancel: () => true,
    onCancel: (session: PlannedSessionDto) => setCancelling({ kind: 'SESSION', session }),
    onRestore: (session: PlannedSessionDto) => void restore(session),
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2" aria-live="polite">
          {t('planning:week.title', { from: formatDate(week.monday), to: formatDate(week.sunday) })}
        </Typography>
        <Box role="group" aria-label={t('planning:week.navigation')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={t('planning:week.previous')}>
            <IconButton aria-label={t('planning:week.previous')} onClick={() => show({ week: shiftDay(week.monday, -7) })}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Button onClick={() => show({ week: thisWeek })} disabled={week.monday === thisWeek}>
            {t('planning:week.thisWeek')}
          </Button>
          <Tooltip title={t('planning:week.next')}>
            <IconButton aria-label={t('planning:week.next')} onClick={() => show({ week: shiftDay(week.monday, 7) })}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          label={t('planning:week.group')}
          value={groupId ?? ''}
          onChange={(event) => show({ groupId: groupIdOf(String(event.target.value)) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          <MenuItem value="" sx={{ minHeight: 44 }}>
            {t('planning:week.allGroups')}
          </MenuItem>
          {(groups.data ?? []).map((group) => (
            <MenuItem key={group.id} value={group.id} sx={{ minHeight: 44 }}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        {seesAll && (
          <>
            <Button
              variant="outlined"
              color="error"
              startIcon={<EventBusyIcon />}
              onClick={() => setCancelling({ kind: 'DAY', day: proposedDay })}
            >
              {t('planning:week.cancelDay')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<PoolIcon />}
              onClick={() => setCancelling({ kind: 'POOL', day: proposedDay })}
            >
              {t('planning:week.cancelPool')}
            </Button>
          </>
        )}
      </Box>
      {planning.isPending && <LoadingState />}
      {planning.isError && <ErrorState error={planning.error} onRetry={() => void planning.refetch()} />}
      {planning.isSuccess && <WeekSessions sessions={planning.data} {...actions} />}
      {cancelling !== null && <CancelDialog request={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
