import type { TimeSlotDto } from '@club/domain';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { accessRules, useSession } from '@/lib/session';
import { useMyGroups } from '@/features/reference';
import { useTimeSlots } from '../api/getTimeSlots';
import { EditTimeSlotDialog } from '../components/EditTimeSlotDialog';
import { TimeSlotCardList, TimeSlotTable } from '../components/TimeSlotList';
import { TimeSlotsForm } from '../components/TimeSlotsForm';
import { useDeleteSlotAction } from '../components/useDeleteSlotAction';

const groupIdOf = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * /timeslot/new: a group's weekly time slots. Admins and section managers add several at
 * once and edit or delete them below; coaches read their groups' slots.
 */
export function TimeSlotsPage() {
  const { t } = useTranslation('timeslots');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const session = useSession();
  const writer = accessRules.writeTimeSlots(session);
  const groups = useMyGroups();
  // The chosen group is in the address: a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const groupId = groupIdOf(search.get('groupId'));
  const group = groups.data?.find((candidate) => candidate.id === groupId) ?? null;
  const slots = useTimeSlots(group?.id ?? null);
  const [editing, setEditing] = useState<TimeSlotDto | null>(null);
  const deleteSlot = useDeleteSlotAction();
  const List = onPhone ? TimeSlotCardList : TimeSlotTable;
  const actions = writer ? { onEdit: setEditing, onDelete: (slot: TimeSlotDto) => void deleteSlot(slot) } : {};

  return (
    <>
      <PageTitle subtitle={writer ? t('intro') : t('introReader')}>{t('title')}</PageTitle>
      {groups.isPending && <LoadingState />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess && groups.data.length === 0 && <Typography color="text.secondary">{t('noGroups')}</Typography>}
      {groups.isSuccess && groups.data.length > 0 && (
        <Stack spacing={3}>
          <TextField
            select
            label={t('fields.group')}
            value={group?.id ?? ''}
            onChange={(event) => setSearch({ groupId: String(event.target.value) }, { replace: true })}
            sx={{ maxWidth: { sm: 360 } }}
            required
          >
            {groups.data.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id} sx={{ minHeight: 44 }}>
                {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          {group === null && <Typography color="text.secondary">{t('chooseGroup')}</Typography>}
          {group !== null && writer && (
            <Paper variant="outlined" component="section" aria-labelledby="timeslots-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="timeslots-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('form.title')}
              </Typography>
              <TimeSlotsForm key={group.id} groupId={group.id} groupName={group.name} />
            </Paper>
          )}
          {group !== null && (
            <Stack component="section" aria-labelledby="timeslots-list-title" spacing={1.5}>
              <Typography id="timeslots-list-title" variant="h6" component="h2">
                {t('list.title', { group: group.name })}
              </Typography>
              {slots.isPending && <LoadingState />}
              {slots.isError && <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />}
              {slots.isSuccess &&
                (slots.data.length === 0 ? (
                  <Typography color="text.secondary">{t('list.empty')}</Typography>
                ) : (
                  <List slots={slots.data} label={t('list.title', { group: group.name })} {...actions} />
                ))}
            </Stack>
          )}
        </Stack>
      )}
      {editing !== null && <EditTimeSlotDialog key={editing.id} slot={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
