import { sortByName, type GroupDetailsDto } from '@club/domain';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { GroupCalendarButton } from '@/features/calendar';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { accessRules, useSession } from '@/lib/session';
import { useGroup } from '../api/getGroup';
import { useGroupSummaries } from '../api/getGroupSummaries';
import { DisplaySettings } from '../components/DisplaySettings';
import { NameFilters } from '../components/NameFilters';
import { StudentActionPanel } from '../components/StudentActionPanel';
import { StudentCardList } from '../components/StudentCardList';
import { StudentTable } from '../components/StudentTable';
import { byLastName, DEFAULT_STUDENT_COLUMNS, matchesNameFilter, type NameFilter } from '../components/studentColumns';
import { useGroupId } from '../components/useGroupId';

/** The rates bring the date pickers: their chunk loads after the students are on screen. */
const GroupAttendanceRates = lazy(() => import('@/features/sessions').then((sessions) => ({ default: sessions.GroupAttendanceRates })));

/** /group/{id} (docs/product.md#screen-group-details): the group's students, filters, multi-select and the action panel. */
export function GroupDetailsPage() {
  const { t } = useTranslation('groups');
  const groupId = useGroupId();
  const group = useGroup(groupId);

  if (group.isPending) return <LoadingState />;
  if (group.isError) {
    return (
      <>
        <PageTitle>{t('details.title')}</PageTitle>
        <ErrorState error={group.error} onRetry={() => void group.refetch()} />
      </>
    );
  }
  // A new group starts with a fresh selection and fresh filters.
  return <GroupDetails key={group.data.id} group={group.data} />;
}

function GroupDetails({ group }: { group: GroupDetailsDto }) {
  const { t } = useTranslation('groups');
  const session = useSession();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const summaries = useGroupSummaries();
  const [columns, setColumns] = useState(DEFAULT_STUDENT_COLUMNS);
  const [filter, setFilter] = useState<NameFilter>({ firstName: '', lastName: '' });
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const writer = accessRules.writeGroups(session);

  const students = useMemo(
    () => group.students.filter((student) => matchesNameFilter(student, filter)).sort(byLastName),
    [group.students, filter],
  );
  // Students who left the group meanwhile are no longer selected.
  const selected = group.students.filter((student) => selection.has(student.id)).map((student) => student.id);

  const groupNames = new Map((summaries.data ?? []).map((summary) => [summary.id, summary.name]));
  const nextYearName = (id: number | null) => (id === null ? t('next.none') : (groupNames.get(id) ?? '…'));

  const toggle = (studentId: number) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(studentId)) next.delete(studentId);
      else next.add(studentId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      for (const student of students) {
        if (checked) next.add(student.id);
        else next.delete(student.id);
      }
      return next;
    });

  const List = onPhone ? StudentCardList : StudentTable;

  return (
    <>
      <PageTitle
        subtitle={`${group.Section.name} · ${t('card.students', { count: group.studentCount })}`}
        actions={
          <>
            <Button
              component={RouterLink}
              to={pathTo(paths.groupMail, { id: group.id })}
              variant="outlined"
              startIcon={<MailOutlineIcon />}
            >
              {t('card.mail')}
            </Button>
            <Button
              component={RouterLink}
              to={pathTo(paths.groupSubgroupSessionNew, { id: group.id })}
              variant="outlined"
              startIcon={<EventIcon />}
            >
              {t('card.newSession')}
            </Button>
            <GroupCalendarButton groupId={group.id} groupName={group.name} />
            {writer && (
              <Button
                component={RouterLink}
                to={pathTo(paths.groupSubgroups, { id: group.id })}
                variant="outlined"
                startIcon={<WorkspacesIcon />}
              >
                {t('card.subGroups')}
              </Button>
            )}
            {writer && (
              <Button component={RouterLink} to={pathTo(paths.groupEdit, { id: group.id })} variant="outlined" startIcon={<EditIcon />}>
                {t('card.edit')}
              </Button>
            )}
          </>
        }
      >
        {group.name}
      </PageTitle>

      <Stack spacing={2.5}>
        <Paper variant="outlined" component="section" aria-labelledby="next-year-groups" sx={{ p: 2 }}>
          <Typography id="next-year-groups" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('details.nextGroups')}
          </Typography>
          {group.nextGroups.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('details.noNextGroup')}
            </Typography>
          ) : (
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              spacing={1}
              aria-labelledby="next-year-groups"
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {sortByName(group.nextGroups).map((next) => (
                <li key={next.id}>
                  <Chip label={next.name} size="small" />
                </li>
              ))}
            </Stack>
          )}
          {writer && (
            <Link component={RouterLink} to={pathTo(paths.groupNext, { id: group.id })} sx={{ display: 'inline-block', mt: 1.5 }}>
              {t('details.manageNext')}
            </Link>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <DisplaySettings columns={columns} onChange={setColumns} />
            <NameFilters filter={filter} onChange={setFilter} />
          </Stack>
        </Paper>

        {writer && group.students.length > 0 && (
          <StudentActionPanel group={group} selected={selected} onDone={() => setSelection(new Set())} />
        )}

        {group.students.length === 0 ? (
          <Typography color="text.secondary">{t('details.noStudent')}</Typography>
        ) : students.length === 0 ? (
          <Typography color="text.secondary">{t('details.noMatch')}</Typography>
        ) : (
          <List
            students={students}
            columns={columns}
            selection={writer ? selection : null}
            onToggle={toggle}
            onToggleAll={toggleAll}
            nextYearName={nextYearName}
          />
        )}

        <Suspense fallback={<LoadingState />}>
          <GroupAttendanceRates groupId={group.id} />
        </Suspense>
      </Stack>
    </>
  );
}
