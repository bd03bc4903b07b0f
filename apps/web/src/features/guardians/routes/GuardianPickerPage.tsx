import type { GuardianDto } from '@club/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useChooseGuardian } from '../api/chooseGuardian';
import { useGuardians } from '../api/getGuardians';
import { useMemberSummary, type MemberSummary } from '../api/getMemberSummary';
import { useKeepTypedContact } from '../api/keepTypedContact';
import { takeCreatedGuardian, type GuardianNewState } from '../components/createdGuardian';
import { GuardianCardList } from '../components/GuardianCardList';
import { GuardianFilterFields } from '../components/GuardianFilterFields';
import { guardianName } from '../components/guardianName';
import { GuardianTable } from '../components/GuardianTable';
import { TypedContactAlert } from '../components/TypedContactAlert';
import { EMPTY_FILTERS, useDebouncedFilters } from '../components/useDebouncedFilters';
import { useGoBack } from '@/lib/useGoBack';

const studentIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The texts of an adult's picker say "contact" (keys `…_contact`); a minor's say "guardian". */
const contextOf = (member: MemberSummary | undefined): 'contact' | undefined =>
  member?.contactLabel === 'CONTACT' ? 'contact' : undefined;

/**
 * /subscription/problem/{id}: docs/product.md#screen-guardian-picker. One guardian selected at a
 * time (id 0 means none); clicking it again deselects it; submit links it to the member.
 * A problem can also be settled by keeping the contact the family typed (a new guardian): the
 * public form never links a guardian on file by itself.
 */
export function GuardianPickerPage() {
  const { t } = useTranslation('guardians');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('md'));
  const toast = useToast();
  const errorText = useErrorText();
  const goBack = useGoBack(paths.subscriptions, { replace: true });
  const studentId = studentIdOf(useParams().id);
  const member = useMemberSummary(studentId);
  // Back from /guardian/new: the guardian just created is selected and shown.
  const [created] = useState(() => (studentId === null ? null : takeCreatedGuardian(studentId)));
  const { texts, filters, change, replace } = useDebouncedFilters(
    created === null ? EMPTY_FILTERS : { ...EMPTY_FILTERS, email: created.email },
  );
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<GuardianDto | null>(created);
  const selectedId = selected?.id ?? 0;
  const guardians = useGuardians(filters, page);
  const choose = useChooseGuardian();
  const keepTyped = useKeepTypedContact();
  const [failure, setFailure] = useState<unknown>(null);

  const changeFilter = (key: keyof typeof filters, value: string) => {
    change(key, value);
    setPage(1);
  };
  const toggle = (guardian: GuardianDto) => setSelected((current) => (current?.id === guardian.id ? null : guardian));

  const submit = () => {
    if (studentId === null || selected === null) return;
    setFailure(null);
    choose.mutate(
      { studentId, guardianId: selected.id },
      {
        onSuccess: () => {
          toast.success(
            t('picker.chosen', {
              guardian: guardianName(selected),
              student: member.data === undefined ? '' : guardianName(member.data),
              context: contextOf(member.data),
            }),
          );
          goBack();
        },
        onError: setFailure,
      },
    );
  };

  const keep = () => {
    const summary = member.data;
    const typedContact = summary?.submittedContact ?? null;
    if (studentId === null || summary === undefined || typedContact === null) return;
    setFailure(null);
    keepTyped.mutate(
      { studentId, subscriptionId: summary.subscriptionId },
      {
        onSuccess: () => {
          toast.success(
            t('picker.chosen', { guardian: guardianName(typedContact), student: guardianName(summary), context: contextOf(summary) }),
          );
          goBack();
        },
        onError: setFailure,
      },
    );
  };

  if (studentId === null || member.isError) {
    return <ErrorState error={member.error} onRetry={studentId === null ? undefined : () => void member.refetch()} />;
  }
  if (member.isPending) return <LoadingState />;

  const name = guardianName(member.data);
  const typed = member.data.submittedContact;
  const newGuardianState: GuardianNewState = { studentId };
  const data = guardians.data;
  const pagination =
    data !== undefined && data.total > data.pageSize ? (
      <TablePagination
        component="div"
        count={data.total}
        page={data.page - 1}
        rowsPerPage={data.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => setPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t('picker.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`picker.pageButton.${type}`)}
      />
    ) : null;

  return (
    <>
      <PageTitle subtitle={t('picker.intro', { context: contextOf(member.data) })}>
        {t('picker.title', { name, context: contextOf(member.data) })}
      </PageTitle>

      {typed !== null && (
        <TypedContactAlert
          typed={typed}
          onSearch={() => {
            replace({ ...EMPTY_FILTERS, email: typed.email });
            setPage(1);
          }}
          onKeep={member.data.problem ? keep : undefined}
          keeping={keepTyped.isPending}
        />
      )}

      <GuardianFilterFields values={texts} onChange={changeFilter} />

      {guardians.isError && <ErrorState error={guardians.error} onRetry={() => void guardians.refetch()} />}
      {guardians.isPending && <LoadingState />}
      {data !== undefined && (
        <Box sx={{ position: 'relative' }} aria-busy={guardians.isFetching}>
          {guardians.isPlaceholderData && (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} aria-label={t('picker.updating')} />
          )}
          {data.rows.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
                {t('picker.empty')}
              </Typography>
            </Paper>
          ) : onPhone ? (
            <>
              <GuardianCardList guardians={data.rows} selectedId={selectedId} onToggle={toggle} />
              {pagination !== null && (
                <Paper variant="outlined" sx={{ mt: 2 }}>
                  {pagination}
                </Paper>
              )}
            </>
          ) : (
            <GuardianTable guardians={data.rows} selectedId={selectedId} onToggle={toggle} footer={pagination} />
          )}
        </Box>
      )}

      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(failure)}
        </Alert>
      )}

      <Paper
        variant="outlined"
        sx={{
          mt: 2,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          zIndex: 2,
        }}
      >
        <Typography
          role="status"
          sx={{ flexGrow: 1, minWidth: 180, fontWeight: selected === null ? 400 : 500 }}
          color={selected === null ? 'text.secondary' : 'text.primary'}
        >
          {selected === null ? t('picker.noneSelected') : t('picker.selected', { name: guardianName(selected) })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexGrow: { xs: 1, sm: 0 }, justifyContent: 'space-between' }}>
          <Button component={Link} to={paths.guardianNew} state={newGuardianState} startIcon={<PersonAddIcon />}>
            {t('picker.create')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={selectedId === 0} loading={choose.isPending}>
            {t('common:actions.submit')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
