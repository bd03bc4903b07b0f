import type { TryoutCardDto, TryoutGroupDto, TryoutParticipantDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useCompleteTryout } from '../api/completeTryout';
import { useParticipants } from '../api/getParticipants';
import { useTryout } from '../api/getTryout';
import { byLastName, personName } from '@/lib/personName';
import { countChoices, placementsOf, type Choice } from '../components/placements';
import { PlacementTable } from '../components/PlacementTable';
import { isTryoutCompleted } from '../components/useTryoutFailure';
import { useTryoutHeld } from '../components/useTryoutHeld';
import { useTryoutId } from '../components/useTryoutId';

/** /test/{id}/start (docs/product.md#screen-tests): after the test, each student placed in a group or failed; saving completes the test. */
export function StartTryoutPage() {
  const { t } = useTranslation('tryouts');
  const testId = useTryoutId();
  const tryout = useTryout(testId);
  const participants = useParticipants(testId);
  const failed = tryout.isError ? tryout.error : participants.isError ? participants.error : null;
  if (failed !== null) {
    return (
      <>
        <PageTitle>{t('start.titleUnknown')}</PageTitle>
        <ErrorState
          error={failed}
          onRetry={() => {
            void tryout.refetch();
            void participants.refetch();
          }}
        />
      </>
    );
  }
  if (tryout.data === undefined || participants.data === undefined) return <LoadingState />;
  return tryout.data.completed ? (
    <TryoutResults tryout={tryout.data} participants={participants.data} />
  ) : (
    <StartTryout tryout={tryout.data} participants={participants.data} />
  );
}

const titleOf = (t: TFunction<'tryouts'>, tryout: TryoutCardDto): string =>
  t('start.title', { when: t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime }) });

function StartTryout({ tryout, participants }: { tryout: TryoutCardDto; participants: readonly TryoutParticipantDto[] }) {
  const { t } = useTranslation(['tryouts', 'common']);
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const complete = useCompleteTryout();
  const held = useTryoutHeld(tryout.scheduledDateTime);
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map());
  const counts = countChoices(choices, participants.length);

  const save = async () => {
    const message = t('start.confirm', {
      placed: t('start.confirmPlaced', { count: counts.placed }),
      failed: t('start.confirmFailed', { count: counts.failed }),
      absent: t('start.absentCount', { count: counts.absent }),
    });
    const confirmed = await confirm({ message, confirmLabel: t('start.save') });
    if (!confirmed) return;
    try {
      const result = await complete.mutateAsync({ testId: tryout.id, placements: placementsOf(choices) });
      toast.success(
        t('start.done', {
          placed: t('start.placedCount', { count: result.placed }),
          failed: t('start.failedCount', { count: result.failed }),
          absent: t('start.absentCount', { count: result.absent }),
          mails: t('start.doneMails', { count: result.mailsQueued }),
          notAdmitted: t('start.doneNotAdmitted', { count: result.notAdmittedMailsQueued }),
        }),
      );
      navigate(paths.tests);
    } catch (error) {
      toast.error(isTryoutCompleted(error) ? t('TEST_COMPLETED') : errorText(error));
    }
  };

  return (
    <>
      <PageTitle subtitle={t('start.subtitle', { location: tryout.location, count: participants.length })}>{titleOf(t, tryout)}</PageTitle>
      {!held && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('start.notYetHeld', { when: t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime }) })}
        </Alert>
      )}
      {tryout.groups.length === 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={Link} to={pathTo(paths.test, { id: tryout.id })}>
              {t('start.chooseGroups')}
            </Button>
          }
        >
          {t('start.noGroup')}
        </Alert>
      )}
      {participants.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('start.noStudent')}
        </Typography>
      ) : (
        <PlacementTable
          students={participants}
          groups={tryout.groups}
          choices={choices}
          disabled={complete.isPending || !held}
          onChoose={(studentId, choice) => setChoices((current) => new Map(current).set(studentId, choice))}
        />
      )}
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {t('start.summary', {
          placed: t('start.placedCount', { count: counts.placed }),
          failed: t('start.failedCount', { count: counts.failed }),
          absent: t('start.noResultCount', { count: counts.absent }),
        })}
      </Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" component={Link} to={paths.tests}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={complete.isPending} disabled={!held}>
          {t('start.save')}
        </Button>
      </Stack>
    </>
  );
}

const resultOf = (participant: TryoutParticipantDto, groups: readonly TryoutGroupDto[]): { key: string; group?: string } => {
  if (participant.failed) return { key: 'start.resultFailed' };
  if (participant.resultGroupId === null) return { key: 'start.resultAbsent' };
  const group = groups.find((candidate) => candidate.id === participant.resultGroupId);
  return { key: 'start.resultPlaced', group: group?.name ?? String(participant.resultGroupId) };
};

/** A completed test cannot start again: its results instead. */
function TryoutResults({ tryout, participants }: { tryout: TryoutCardDto; participants: readonly TryoutParticipantDto[] }) {
  const { t } = useTranslation('tryouts');
  return (
    <>
      <PageTitle>{titleOf(t, tryout)}</PageTitle>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('edit.completed')}
      </Alert>
      <Paper variant="outlined">
        <List aria-label={t('start.results')}>
          {byLastName(participants).map((participant) => {
            const result = resultOf(participant, tryout.groups);
            return (
              <ListItem key={participant.id} divider>
                <ListItemText primary={personName(participant)} secondary={t(result.key, { group: result.group })} />
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </>
  );
}
