import type { OptionDto, TestCardDto, TestSectionGroupsDto } from '@club/domain';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useCandidates } from '../api/getCandidates';
import { useParticipants } from '../api/getParticipants';
import { useTest } from '../api/getTest';
import { useTestGroupsBySection } from '../api/getTestGroupsBySection';
import { useTypes } from '../api/getTypes';
import { useSetTestGroups } from '../api/setTestGroups';
import { useUpdateTest } from '../api/updateTest';
import { PossibleGroupsField } from '../components/PossibleGroupsField';
import { TestForm } from '../components/TestForm';
import { valuesOfTest } from '../components/testForm';
import { TestStudentsPanel } from '../components/TestStudentsPanel';
import { useTestFailure } from '../components/useTestFailure';
import { useTestId } from '../components/useTestId';

/** SPEC §2 /test/{id}: the test's fields, its possible groups by section, and its students. */
export function EditTestPage() {
  const { t } = useTranslation('tests');
  const testId = useTestId();
  const test = useTest(testId);
  const types = useTypes();
  const sections = useTestGroupsBySection(testId);
  const candidates = useCandidates(testId);
  const participants = useParticipants(testId);
  const describeFailure = useTestFailure('TEST_EDIT_FAILED');

  const queries = [test, types, sections, candidates, participants];
  const failed = queries.find((query) => query.isError)?.error;
  if (failed !== undefined && failed !== null) {
    return (
      <>
        <PageTitle>{t('edit.titleUnknown')}</PageTitle>
        {test.isError ? (
          // SPEC §8 TEST_EDIT_FAILED_NOT_FOUND: "No test session was found".
          <Alert severity="error">{describeFailure(test.error).message}</Alert>
        ) : (
          <ErrorState error={failed} onRetry={() => queries.forEach((query) => void query.refetch())} />
        )}
      </>
    );
  }
  if (test.data === undefined || types.data === undefined || sections.data === undefined || candidates.data === undefined || participants.data === undefined) {
    return <LoadingState />;
  }
  return (
    <EditTest
      test={test.data}
      types={types.data}
      sections={sections.data}
      candidates={candidates.data}
      participants={participants.data}
      onReload={() => {
        void test.refetch();
        void sections.refetch();
      }}
    />
  );
}

interface EditTestProps {
  test: TestCardDto;
  types: readonly OptionDto[];
  sections: readonly TestSectionGroupsDto[];
  candidates: Parameters<typeof TestStudentsPanel>[0]['candidates'];
  participants: Parameters<typeof TestStudentsPanel>[0]['participants'];
  onReload: () => void;
}

const selectedIn = (sections: readonly TestSectionGroupsDto[]): Set<number> =>
  new Set(sections.flatMap((section) => section.groups.filter((group) => group.selected).map((group) => group.id)));

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean => a.size === b.size && [...a].every((id) => b.has(id));

function EditTest({ test, types, sections, candidates, participants, onReload }: EditTestProps) {
  const { t } = useTranslation('tests');
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const updateTest = useUpdateTest();
  const setGroups = useSetTestGroups();
  const describeFailure = useTestFailure('TEST_EDIT_FAILED');
  const stored = useMemo(() => selectedIn(sections), [sections]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(stored);
  const when = t('card.when', { date: test.scheduledDate, time: test.scheduledTime });

  return (
    <>
      <PageTitle
        subtitle={test.location}
        actions={
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            component={Link}
            to={pathTo(paths.testStart, { id: test.id })}
            disabled={test.completed}
          >
            {t('card.startShort')}
          </Button>
        }
      >
        {t('edit.title', { when })}
      </PageTitle>
      {test.completed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('edit.completed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 3, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <DatePickersProvider>
            <TestForm
              // A reload after a conflict brings a new version: the form starts again from it.
              key={test.version}
              defaultValues={valuesOfTest(test)}
              storedDate={test.scheduledDateTime}
              types={types}
              submitLabel={t('edit.submit')}
              describeFailure={describeFailure}
              disabled={test.completed}
              onReload={onReload}
              onCancel={() => navigate(paths.tests)}
              onSubmit={async (values) => {
                try {
                  await updateTest.mutateAsync({ testId: test.id, changes: { ...values, version: test.version } });
                } catch (error) {
                  toast.error(describeFailure(error).message);
                  throw error;
                }
                if (!sameSet(selected, stored)) {
                  try {
                    await setGroups.mutateAsync({ testId: test.id, groupIds: [...selected] });
                  } catch (error) {
                    toast.error(t('edit.groupsNotSaved', { reason: errorText(error) }));
                    return;
                  }
                }
                toast.success(t('edit.saved'));
              }}
            >
              <Divider />
              <PossibleGroupsField sections={sections} selected={selected} onChange={setSelected} disabled={test.completed} />
            </TestForm>
          </DatePickersProvider>
        </Paper>
        <TestStudentsPanel test={test} candidates={candidates} participants={participants} />
      </Box>
    </>
  );
}
