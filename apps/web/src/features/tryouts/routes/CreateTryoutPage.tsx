import { DEFAULT_TRYOUT_CAPACITY } from '@club/domain';
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
import { useGroupTypes } from '@/features/reference';
import { TryoutGroupsNotSetError, useCreateTryout } from '../api/createTryout';
import { useGroupOptions } from '../api/getGroupOptions';
import { AvailableTryouts } from '../components/AvailableTryouts';
import { PossibleGroupsField, sectionsOf } from '../components/PossibleGroupsField';
import { TryoutForm } from '../components/TryoutForm';
import type { TryoutFormValues } from '../components/tryoutFormValues';
import { useTryoutFailure } from '../components/useTryoutFailure';

/** A new test starts at the club's default place; without places, with an empty location. */
const newTryout = (defaultPlace: string | null): TryoutFormValues => ({
  scheduledDateTime: '',
  capacity: String(DEFAULT_TRYOUT_CAPACITY),
  minBirthYear: '',
  maxBirthYear: '',
  typeId: '',
  location: defaultPlace ?? '',
});

/** /test/create (docs/product.md#screen-tests): the test, then its possible groups, then the list. */
export function CreateTryoutPage() {
  const { t } = useTranslation('tryouts');
  const toast = useToast();
  const navigate = useNavigate();
  const types = useGroupTypes();
  const groupOptions = useGroupOptions();
  const places = usePlaceChoices();
  const createTryout = useCreateTryout();
  const describeFailure = useTryoutFailure('TEST_CREATION_FAILED');
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
              <TryoutForm
                defaultValues={newTryout(places.data?.defaultName ?? null)}
                storedDate={null}
                types={types.data}
                submitLabel={t('create.submit')}
                describeFailure={describeFailure}
                disabled={groupsNotSet !== null}
                onCancel={() => navigate(paths.tests)}
                onSubmit={async ({ typeId, ...fields }) => {
                  try {
                    await createTryout.mutateAsync({ tryout: { ...fields, selectedTypeId: typeId }, groupIds: [...selected] });
                  } catch (error) {
                    if (error instanceof TryoutGroupsNotSetError) {
                      toast.warning(t('create.groupsNotSet'));
                      setGroupsNotSet(error.tryoutId);
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
              </TryoutForm>
            </DatePickersProvider>
          </Paper>
          <AvailableTryouts />
        </Box>
      )}
    </>
  );
}
