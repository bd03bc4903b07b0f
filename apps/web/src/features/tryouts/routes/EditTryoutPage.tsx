import type { TryoutCardDto, TryoutSectionGroupsDto, TryoutTypeDto } from '@club/domain';
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
import { useGroupTypes } from '@/features/reference';
import { useCandidates } from '../api/getCandidates';
import { useParticipants } from '../api/getParticipants';
import { useTryout } from '../api/getTryout';
import { useTryoutGroupsBySection } from '../api/getTryoutGroupsBySection';
import { useSetTryoutGroups } from '../api/setTryoutGroups';
import { useUpdateTryout } from '../api/updateTryout';
import { PossibleGroupsField } from '../components/PossibleGroupsField';
import { TryoutForm } from '../components/TryoutForm';
import { valuesOfTryout } from '../components/tryoutFormValues';
import { TryoutStudentsPanel } from '../components/TryoutStudentsPanel';
import { useTryoutFailure } from '../components/useTryoutFailure';
import { useTryoutId } from '../components/useTryoutId';

/** /test/{id} (docs/product.md#screen-tests): the test's fields, its possible groups by section, and its students. */
export function EditTryoutPage() {
  const { t } = useTranslation('tryouts');
  const testId = useTryoutId();
  const tryout = useTryout(testId);
  const types = useGroupTypes();
  const sections = useTryoutGroupsBySection(testId);
  const candidates = useCandidates(testId);
  const participants = useParticipants(testId);
  const describeFailure = useTryoutFailure('TEST_EDIT_FAILED');

  const queries = [tryout, types, sections, candidates, participants];
  const failed = queries.find((query) => query.isError)?.error;
  if (failed !== undefined && failed !== null) {
    return (
      <>
        <PageTitle>{t('edit.titleUnknown')}</PageTitle>
        {tryout.isError ? (
          // docs/product.md#errors, TEST_EDIT_FAILED_NOT_FOUND: "No test session was found".
          <Alert severity="error">{describeFailure(tryout.error).message}</Alert>
        ) : (
          <ErrorState error={failed} onRetry={() => queries.forEach((query) => void query.refetch())} />
        )}
      </>
    );
  }
  if (
    tryout.data === undefined ||
    types.data === undefined ||
    sections.data === undefined ||
    candidates.data === undefined ||
    participants.data === undefined
  ) {
    return <LoadingState />;
  }
  return (
    <EditTryout
      tryout={tryout.data}
      types={types.data}
      sections={sections.data}
      candidates={candidates.data}
      participants={participants.data}
      onReload={() => {
        void tryout.refetch();
        void sections.refetch();
      }}
    />
  );
}

interface EditTryoutProps {
  tryout: TryoutCardDto;
  types: readonly TryoutTypeDto[];
  sections: readonly TryoutSectionGroupsDto[];
  candidates: Parameters<typeof TryoutStudentsPanel>[0]['candidates'];
  participants: Parameters<typeof TryoutStudentsPanel>[0]['participants'];
  onReload: () => void;
}

const selectedIn = (sections: readonly TryoutSectionGroupsDto[]): Set<number> =>
  new Set(sections.flatMap((section) => section.groups.filter((group) => group.selected).map((group) => group.id)));

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean => a.size === b.size && [...a].every((id) => b.has(id));

function EditTryout({ tryout, types, sections, candidates, participants, onReload }: EditTryoutProps) {
  const { t } = useTranslation('tryouts');
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const updateTryout = useUpdateTryout();
  const setGroups = useSetTryoutGroups();
  const describeFailure = useTryoutFailure('TEST_EDIT_FAILED');
  const stored = useMemo(() => selectedIn(sections), [sections]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(stored);
  const when = t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime });

  return (
    <>
      <PageTitle
        subtitle={tryout.location}
        actions={
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            component={Link}
            to={pathTo(paths.testStart, { id: tryout.id })}
            disabled={tryout.completed}
          >
            {t('card.startShort')}
          </Button>
        }
      >
        {t('edit.title', { when })}
      </PageTitle>
      {tryout.completed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('edit.completed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 3, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <DatePickersProvider>
            <TryoutForm
              // A reload after a conflict brings a new version: the form starts again from it.
              key={tryout.version}
              defaultValues={valuesOfTryout(tryout)}
              storedDate={tryout.scheduledDateTime}
              types={types}
              submitLabel={t('edit.submit')}
              describeFailure={describeFailure}
              disabled={tryout.completed}
              onReload={onReload}
              onCancel={() => navigate(paths.tests)}
              onSubmit={async (values) => {
                try {
                  await updateTryout.mutateAsync({ testId: tryout.id, changes: { ...values, version: tryout.version } });
                } catch (error) {
                  toast.error(describeFailure(error).message);
                  throw error;
                }
                if (!sameSet(selected, stored)) {
                  try {
                    await setGroups.mutateAsync({ testId: tryout.id, groupIds: [...selected] });
                  } catch (error) {
                    toast.error(t('edit.groupsNotSaved', { reason: errorText(error) }));
                    return;
                  }
                }
                toast.success(t('edit.saved'));
              }}
            >
              <Divider />
              <PossibleGroupsField sections={sections} selected={selected} onChange={setSelected} disabled={tryout.completed} />
            </TryoutForm>
          </DatePickersProvider>
        </Paper>
        <TryoutStudentsPanel tryout={tryout} candidates={candidates} participants={participants} />
      </Box>
    </>
  );
}
