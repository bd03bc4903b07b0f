import { formatDate, sortByName, type GroupDetailsDto, type NextGroupDto } from '@club/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useGroup } from '../api/getGroup';
import { useNextGroups } from '../api/getNextGroups';
import { useToggleNextGroup } from '../api/toggleNextGroup';
import { personName } from '@/lib/personName';
import { SaveStateLine } from '../components/SaveStateLine';
import { byLastName } from '../components/studentColumns';
import { useGroupId } from '../components/useGroupId';
import { useLeaveAfterSaving } from '../components/useLeaveAfterSaving';
import { useNextYearAutosave } from '../components/useNextYearAutosave';

/** The select's value for "Aucune": no group next year (docs/product.md#next-year). */
const NONE = 'none';

/** /group/{id}/next (docs/product.md#screen-group-next): which groups are possible next year, and each student's. */
export function NextYearPage() {
  const { t } = useTranslation('groups');
  const groupId = useGroupId();
  const group = useGroup(groupId);
  const nextGroups = useNextGroups(groupId);

  const failed = group.isError ? group.error : nextGroups.isError ? nextGroups.error : null;
  if (failed !== null) {
    return (
      <>
        <PageTitle>{t('next.title')}</PageTitle>
        <ErrorState
          error={failed}
          onRetry={() => {
            void group.refetch();
            void nextGroups.refetch();
          }}
        />
      </>
    );
  }
  if (group.data === undefined || nextGroups.data === undefined) return <LoadingState />;
  return <NextYear key={group.data.id} group={group.data} options={nextGroups.data} />;
}

function NextYear({ group, options }: { group: GroupDetailsDto; options: readonly NextGroupDto[] }) {
  const { t } = useTranslation(['groups', 'common']);
  const toast = useToast();
  const errorText = useErrorText();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const toggleNext = useToggleNextGroup();
  // Each choice is saved as it is made: nothing waits for a button at the bottom of a long list.
  const autosave = useNextYearAutosave(group.id);
  const question = useCallback(
    (failed: number) => ({ message: t('groups:next.leaveFailed', { count: failed }), confirmLabel: t('groups:next.leave') }),
    [t],
  );
  useLeaveAfterSaving({ unsaved: autosave.unsaved, settled: autosave.settled, errorCount: autosave.errorCount, question });
  const [choices, setChoices] = useState<ReadonlyMap<number, string>>(
    () => new Map(group.students.map((student) => [student.id, student.nextYearGroupId === null ? NONE : String(student.nextYearGroupId)])),
  );

  const sorted = sortByName(options);
  const possible = sorted.filter((option) => option.possible);
  const possibleIds = new Set(possible.map((option) => String(option.id)));
  // A group no longer possible is no choice any more: the server has cleared it too.
  const choiceOf = (studentId: number): string => {
    const choice = choices.get(studentId) ?? NONE;
    return possibleIds.has(choice) ? choice : NONE;
  };
  const students = [...group.students].sort(byLastName);

  const toggle = (option: NextGroupDto) =>
    toggleNext.mutate({ groupId: group.id, possibleGroupId: option.id }, { onError: (error) => toast.error(errorText(error)) });

  const choose = (studentId: number, choice: string) => {
    setChoices((current) => new Map(current).set(studentId, choice));
    autosave.save(studentId, choice === NONE ? null : Number(choice));
  };

  const select = (studentId: number, name: string) => (
    <>
      <TextField
        select
        size="small"
        fullWidth
        value={choiceOf(studentId)}
        onChange={(event) => choose(studentId, event.target.value)}
        // The column header says what it is; each select is named after its student.
        slotProps={{ htmlInput: { 'aria-label': t('groups:next.choiceOf', { name }) } }}
      >
        <MenuItem value={NONE}>{t('groups:next.none')}</MenuItem>
        {possible.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <SaveStateLine state={autosave.states.get(studentId)} name={name} onRetry={() => choose(studentId, choiceOf(studentId))} />
    </>
  );

  return (
    <>
      <PageTitle
        subtitle={t('groups:next.intro')}
        actions={
          <Button component={Link} to={pathTo(paths.group, { id: group.id })} startIcon={<ArrowBackIcon />}>
            {t('groups:next.back')}
          </Button>
        }
      >
        {t('groups:next.titleOf', { name: group.name })}
      </PageTitle>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="possible-groups" sx={{ p: 2 }}>
          <Typography id="possible-groups" variant="h6" component="h2">
            {t('groups:next.possible')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('groups:next.possibleHelp')}
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {sorted.map((option) => (
              <FormControlLabel
                key={option.id}
                label={option.name}
                control={<Checkbox checked={option.possible} onChange={() => toggle(option)} disabled={toggleNext.isPending} />}
              />
            ))}
          </FormGroup>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="student-choices" sx={{ p: 2 }}>
          <Typography id="student-choices" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('groups:next.students')}
          </Typography>
          {students.length === 0 ? (
            <Typography color="text.secondary">{t('groups:details.noStudent')}</Typography>
          ) : onPhone ? (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {students.map((student) => (
                <Stack component="li" key={student.id} spacing={1}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {student.lastName} {student.firstName}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' · '}
                      {formatDate(student.birthDate)}
                    </Typography>
                  </Typography>
                  {select(student.id, personName(student))}
                </Stack>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-labelledby="student-choices">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('groups:columns.lastName')}</TableCell>
                    <TableCell>{t('groups:columns.firstName')}</TableCell>
                    <TableCell>{t('groups:columns.birthDate')}</TableCell>
                    <TableCell sx={{ width: '40%' }}>{t('groups:columns.nextYearGroup')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.map((student) => (
                    <TableRow key={student.id}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {student.lastName}
                      </TableCell>
                      <TableCell>{student.firstName}</TableCell>
                      <TableCell>{formatDate(student.birthDate)}</TableCell>
                      <TableCell>{select(student.id, personName(student))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      </Stack>
    </>
  );
}
