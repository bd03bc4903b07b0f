import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useTryouts } from '@/features/reference';
import { useTestParticipants } from '../api/getTryoutParticipants';
import { ParticipantList } from '../components/ParticipantList';

const TEST_PARAM = 'testId';

/** docs/product.md#screen-student-test: the members assigned to a test, the test chosen in a list (or given as `?testId=`). */
export function TryoutMembersPage() {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const tests = useTryouts();
  const asked = Number(params.get(TEST_PARAM));
  const testId = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const participants = useTestParticipants(testId);
  const test = tests.data?.find((candidate) => candidate.id === testId);
  const when = (value: { scheduledDate: string; scheduledTime: string }) =>
    t('choice.when', { date: value.scheduledDate, time: value.scheduledTime });

  return (
    <>
      <PageTitle>{t('participants.title')}</PageTitle>
      {tests.isPending && <LoadingState />}
      {tests.isError && <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />}
      {tests.isSuccess && (
        <TextField
          select
          label={t('participants.test')}
          value={test === undefined ? '' : String(test.id)}
          onChange={(event) => setParams({ [TEST_PARAM]: event.target.value }, { replace: true })}
          sx={{ mb: 3, width: { xs: '100%', sm: 420 } }}
        >
          {tests.data.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {t('participants.option', { when: when(option), location: option.location, count: option.assigned })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tests.isSuccess && tests.data.length === 0 && <Typography color="text.secondary">{t('participants.noTest')}</Typography>}
      {test !== undefined && participants.isPending && <LoadingState />}
      {test !== undefined && participants.isError && <ErrorState error={participants.error} onRetry={() => void participants.refetch()} />}
      {test !== undefined && participants.isSuccess && participants.data.length === 0 && (
        <Typography color="text.secondary">{t('participants.empty')}</Typography>
      )}
      {test !== undefined && participants.isSuccess && participants.data.length > 0 && (
        <ParticipantList
          participants={participants.data}
          label={t('participants.listOf', { when: when(test) })}
          groupName={(groupId) => test.groups.find((group) => group.id === groupId)?.name ?? String(groupId)}
        />
      )}
    </>
  );
}
