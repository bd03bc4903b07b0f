import { DEFAULT_TEST_CAPACITY } from '@club/domain';
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
import { usePlaceChoices } from '@/features/club';
import { TestGroupsNotSetError, useCreateTest } from '../api/createTest';
import { useGroupOptions } from '../api/getGroupOptions';
import { useTypes } from '../api/getTypes';
import { AvailableTests } from '../components/AvailableTests';
import { PossibleGroupsField, sectionsOf } from '../components/PossibleGroupsField';
import { TestForm } from '../components/TestForm';
import type { TestFormValues } from '../components/testForm';
import { useTestFailure } from '../components/useTestFailure';

/** A new test starts at the club's default place; without places, with an empty location. */
const newTest = (defaultPlace: string | null): TestFormValues => ({
  scheduledDateTime: '',
  capacity: String(DEFAULT_TEST_CAPACITY),
  minBirthYear: '',
  maxBirthYear: '',
  typeId: '',
  location: defaultPlace ?? '',
});

/** SPEC §2 /test/create: the test, then its possible groups (SPEC §4 Test flow), then the list. */
export function CreateTestPage() {
  const { t } = useTranslation('tests');
  const toast = useToast();
  const navigate = useNavigate();
  const types = useTypes();
  const groupOptions = useGroupOptions();
  const places = usePlaceChoices();
  const createTest = useCreateTest();
  const describeFailure = useTestFailure('TEST_CREATION_FAILED');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [groupsNotSet, setGroupsNotSet] = useState<number | null>(null);
  const sections = useMemo(() => sectionsOf(groupOptions.data ?? []), [groupOptions.data]);

  const failed = types.isError ? types.error : groupOptions.isError ? groupOptions.error : null;
  // The form starts once the default place is known; places out of reach leave the location to type.
  // `isFetched` stays true while the location field asks again: the form is not taken down meanwhile.
  const ready = types.data !== undefined && groupOptions.data !== undefined && places.isFetched;

  return (
    <>
      <PageTitle>{t('create.title')}</PageTitle>
      {failed !== null && (
        <ErrorState
          error={failed}
          onRetry={() => {
            void types.refetch();
            void groupOptions.refetch();
          }}
        />
      )}
      {failed === null && !ready && <LoadingState />}
      {ready && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {groupsNotSet !== null && (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" component={Link} to={pathTo(paths.test, { id: groupsNotSet })}>
                    {t('create.openTest')}
                  </Button>
                }
              >
                {t('create.groupsNotSet')}
              </Alert>
            )}
            <DatePickersProvider>
              <TestForm
                defaultValues={newTest(places.data?.defaultName ?? null)}
                storedDate={null}
                types={types.data}
                submitLabel={t('create.submit')}
                describeFailure={describeFailure}
                disabled={groupsNotSet !== null}
                onCancel={() => navigate(paths.tests)}
                onSubmit={async ({ typeId, ...fields }) => {
                  try {
                    await createTest.mutateAsync({ test: { ...fields, selectedTypeId: typeId }, groupIds: [...selected] });
                  } catch (error) {
                    if (error instanceof TestGroupsNotSetError) {
                      toast.warning(t('create.groupsNotSet'));
                      setGroupsNotSet(error.testId);
                      return;
                    }
                    toast.error(describeFailure(error).message);
                    throw error;
                  }
                  toast.success(t('TEST_CREATION_SUCCEEDED'));
                  navigate(paths.tests);
                }}
              >
                <Divider />
                <PossibleGroupsField sections={sections} selected={selected} onChange={setSelected} disabled={groupsNotSet !== null} />
              </TestForm>
            </DatePickersProvider>
          </Paper>
          <AvailableTests />
        </Box>
      )}
    </>
  );
}
