import { sortByName, type SubGroupDto, type SubGroupOverviewDto } from '@club/domain';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteSubGroup } from '../api/deleteSubGroup';
import { useSubGroupOverview } from '../api/getSubGroupOverview';
import { useSetStudentSubGroup } from '../api/setStudentSubGroup';
import { CreateSubGroupDialog } from '../components/CreateSubGroupDialog';
import { asksToCreate } from '../components/createRequest';
import { StudentPanel, type OverviewStudent } from '../components/StudentPanel';

const useGroupId = (): number => {
  const { id } = useParams();
  const groupId = Number(id);
  return Number.isInteger(groupId) && groupId > 0 ? groupId : 0;
};

const byLastName = (a: OverviewStudent, b: OverviewStudent): number =>
  a.lastName.localeCompare(b.lastName, 'fr', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'fr', { sensitivity: 'base' });

/** /group/{id}/subgroups/ (docs/product.md#screen-subgroups): sub-groups of a group and who is in them. */
export function SubGroupsPage() {
  const { t } = useTranslation('subgroups');
  const groupId = useGroupId();
  const overview = useSubGroupOverview(groupId);

  if (overview.isPending) return <LoadingState />;
  if (overview.isError) {
    return (
      <>
        <PageTitle>{t('title')}</PageTitle>
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      </>
    );
  }
  return <SubGroups key={overview.data.id} overview={overview.data} />;
}

function SubGroups({ overview }: { overview: SubGroupOverviewDto }) {
  const { t } = useTranslation('subgroups');
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const setSubGroup = useSetStudentSubGroup();
  const deleteSubGroup = useDeleteSubGroup();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Come from the menu's "create a sub-group": the dialog opens at once.
  const [creating, setCreating] = useState(() => asksToCreate(location.state));

  // Once: going back or reloading the page must not open the dialog again.
  useEffect(() => {
    if (asksToCreate(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const subGroups = sortByName(overview.subGroups);
  // The chosen sub-group, or the first one while none is chosen or once it is deleted.
  const selected = subGroups.find((subGroup) => subGroup.id === chosenId) ?? subGroups[0] ?? null;
  const subGroupNames = new Map(subGroups.map((subGroup) => [subGroup.id, subGroup.name]));
  const subGroupName = (id: number | null) => (id === null ? t('none') : (subGroupNames.get(id) ?? t('none')));
  const students = [...overview.students].sort(byLastName);
  const inside = selected === null ? [] : students.filter((student) => student.subGroupId === selected.id);
  const outside = selected === null ? students : students.filter((student) => student.subGroupId !== selected.id);
  const studentName = (student: OverviewStudent) => `${student.firstName} ${student.lastName}`;

  const move = (student: OverviewStudent, subGroupId: number | null) =>
    setSubGroup.mutate({ groupId: overview.id, studentId: student.id, subGroupId }, { onError: (error) => toast.error(errorText(error)) });

  const remove = async (subGroup: SubGroupDto) => {
    const confirmed = await confirm({ message: t('CONFIRM_DELETE_SUB_GROUP_MESSAGE', { name: subGroup.name }) });
    if (!confirmed) return;
    deleteSubGroup.mutate(
      { groupId: overview.id, subGroupId: subGroup.id },
      {
        onSuccess: () => {
          toast.success(t('SUB_GROUP_DELETE_SUCCESS', { name: subGroup.name }));
          setChosenId(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  const created = (subGroup: SubGroupDto) => {
    toast.success(t('SUB_GROUP_CREATE_SUCCESS', { name: subGroup.name }));
    setChosenId(subGroup.id);
    setCreating(false);
  };

  const createButton = (
    <Tooltip title={t('create.title')}>
      <IconButton color="primary" onClick={() => setCreating(true)} aria-label={t('create.title')}>
        <AddCircleOutlineIcon />
      </IconButton>
    </Tooltip>
  );

  return (
    <>
      <PageTitle
        subtitle={t('intro')}
        actions={
          <Button component={Link} to={pathTo(paths.group, { id: overview.id })} startIcon={<ArrowBackIcon />}>
            {t('back')}
          </Button>
        }
      >
        {t('titleOf', { name: overview.name })}
      </PageTitle>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // Stacked, the chooser first, on phones and tablets; the two tables side by side under
          // the chooser on a laptop; the three panels side by side on a wide screen.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 1fr) 240px minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"centre" "left" "right"', lg: '"centre centre" "left right"', xl: '"left centre right"' },
        }}
      >
        <Paper variant="outlined" component="section" aria-label={t('chooser')} sx={{ gridArea: 'centre', p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row', xl: 'column' }}
            spacing={2}
            useFlexGap
            sx={{ alignItems: { xs: 'stretch', sm: 'center', xl: 'stretch' }, flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {overview.name}
            </Typography>
            {selected === null ? (
              <>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  {t('noSubGroup')}
                </Typography>
                <Box>{createButton}</Box>
              </>
            ) : (
              <>
                <TextField
                  select
                  size="small"
                  label={t('subGroup')}
                  value={String(selected.id)}
                  onChange={(event) => setChosenId(Number(event.target.value))}
                  sx={{ width: { xs: '100%', sm: 260, xl: '100%' } }}
                >
                  {subGroups.map((subGroup) => (
                    <MenuItem key={subGroup.id} value={String(subGroup.id)}>
                      {subGroup.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" spacing={0.5}>
                  {createButton}
                  <Tooltip title={t('delete', { name: selected.name })}>
                    <IconButton
                      color="error"
                      onClick={() => void remove(selected)}
                      aria-label={t('delete', { name: selected.name })}
                      disabled={deleteSubGroup.isPending}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
                {selected.coaches.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ flex: { sm: 1, xl: 'none' } }}>
                    {t('coaches', { names: selected.coaches.map((coach) => `${coach.firstName} ${coach.lastName}`).join(', ') })}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        </Paper>

        {selected !== null && (
          <>
            <Box sx={{ gridArea: 'left', minWidth: 0 }}>
              <StudentPanel
                title={t('outside', { name: selected.name })}
                students={outside}
                subGroupName={subGroupName}
                emptyText={t('everyoneInside')}
                actionLabel={(student) => t('addTo', { student: studentName(student), name: selected.name })}
                actionIcon={<PersonAddAlt1Icon fontSize="small" />}
                onMove={(student) => move(student, selected.id)}
              />
            </Box>
            <Box sx={{ gridArea: 'right', minWidth: 0 }}>
              <StudentPanel
                title={t('inside', { name: selected.name })}
                students={inside}
                emptyText={t('nobodyInside')}
                actionLabel={(student) => t('removeFrom', { student: studentName(student), name: selected.name })}
                actionIcon={<PersonRemoveIcon fontSize="small" />}
                onMove={(student) => move(student, null)}
              />
            </Box>
          </>
        )}
      </Box>

      {creating && (
        <CreateSubGroupDialog groupId={overview.id} coaches={overview.coaches} onClose={() => setCreating(false)} onCreated={created} />
      )}
    </>
  );
}
