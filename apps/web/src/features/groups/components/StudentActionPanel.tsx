import { sortByName, type DeleteStudentsResultDto, type GroupDetailsDto } from '@club/domain';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useGroups } from '@/features/reference';
import { useDeleteStudents } from '../api/deleteStudents';
import { useMoveStudents } from '../api/moveStudents';

interface StudentActionPanelProps {
  group: GroupDetailsDto;
  selected: readonly number[];
  onDone: () => void;
}

/**
 * Move the chosen students to another group (the removed-members group by default) and, from
 * the removed-members group, delete them for good: only those with contact info are deleted,
 * the others stay and are named here (docs/product.md#screen-group-details).
 * Shown to admins and section managers only.
 */
export function StudentActionPanel({ group, selected, onDone }: StudentActionPanelProps) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const groups = useGroups();
  const moveStudents = useMoveStudents();
  const deleteStudents = useDeleteStudents();
  const [target, setTarget] = useState<string>('');
  /** The names of the members the last deletion kept (no contact info): shown until the next action. */
  const [keptNames, setKeptNames] = useState<string[]>([]);

  const destinations = sortByName((groups.data ?? []).filter((candidate) => candidate.id !== group.id));
  const removed = destinations.find((candidate) => candidate.systemRole === 'REMOVED');
  // Until the user picks one, the removed-members group is the destination (docs/product.md#groups).
  const chosenTarget = target !== '' ? target : String(removed?.id ?? destinations[0]?.id ?? '');
  const count = selected.length;
  const busy = moveStudents.isPending || deleteStudents.isPending;

  const move = () => {
    const destination = destinations.find((candidate) => String(candidate.id) === chosenTarget);
    if (destination === undefined || count === 0) return;
    setKeptNames([]);
    moveStudents.mutate(
      { groupId: destination.id, students: [...selected] },
      {
        onSuccess: ({ moved }) => {
          toast.success(t('actions.moved', { count: moved, name: destination.name }));
          onDone();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  /** Says what the deletion did: all deleted, or some kept for want of contact info. */
  const reportDeletion = ({ deleted, kept, keptIds }: DeleteStudentsResultDto) => {
    const names = keptIds.flatMap((id) => {
      const student = group.students.find((candidate) => candidate.id === id);
      return student === undefined ? [] : [`${student.firstName} ${student.lastName}`];
    });
    setKeptNames(names);
    if (kept === 0) toast.success(t('actions.deleted', { count: deleted }));
    else toast.warning(`${t('actions.deleted', { count: deleted })}. ${t('actions.kept', { count: kept })}`);
  };

  const remove = async () => {
    if (count === 0) return;
    setKeptNames([]);
    const confirmed = await confirm({ message: t('actions.confirmDelete', { count }) });
    if (!confirmed) return;
    deleteStudents.mutate(
      { groupId: group.id, students: [...selected] },
      {
        onSuccess: (result) => {
          reportDeletion(result);
          onDone();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('actions.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('actions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {t('actions.selected', { count })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('actions.target')}
          value={chosenTarget}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ width: { xs: '100%', md: 320 } }}
          disabled={destinations.length === 0}
        >
          {destinations.map((destination) => (
            <MenuItem key={destination.id} value={String(destination.id)}>
              {destination.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<DriveFileMoveIcon />}
          onClick={move}
          disabled={count === 0 || chosenTarget === ''}
          loading={moveStudents.isPending}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('actions.move')}
        </Button>
        {group.systemRole === 'REMOVED' && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverIcon />}
            onClick={() => void remove()}
            disabled={count === 0 || busy}
            loading={deleteStudents.isPending}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('actions.delete')}
          </Button>
        )}
      </Stack>
      {keptNames.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('actions.keptNames', { names: keptNames.join(', ') })}
        </Alert>
      )}
    </Paper>
  );
}
