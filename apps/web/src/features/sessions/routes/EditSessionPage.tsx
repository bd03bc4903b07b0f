import { lateMeansPresent, sortStudentsByName, type SessionDetailsDto } from '@club/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { invalidateAfterEdit, useEditSession } from '../api/editSession';
import { getSession, useTrainingSession } from '../api/getSession';
import { AttendanceSheet } from '../components/AttendanceSheet';
import { inClubTime } from '@/lib/clubTime';
import { holdsSheet } from '../components/sameSheet';
import { editTargetOf } from '../components/sessionEditState';
import { isStaleVersion } from '../components/submitFailure';
import { useExistingSessionFailure } from '../components/useExistingSessionFailure';

interface EditSessionSheetProps {
  session: SessionDetailsDto;
  onDone: () => void;
  onReload: () => void;
}

function EditSessionSheet({ session, onDone, onReload }: EditSessionSheetProps) {
  const { t } = useTranslation('sessions');
  const toast = useToast();
  const editSession = useEditSession();
  const queryClient = useQueryClient();
  const describeExisting = useExistingSessionFailure();
  // A record an older screen stored late and absent shows as it will be saved: present and late.
  const [initialRows] = useState(() => sortStudentsByName(lateMeansPresent(session.students)));
  const [initialDate] = useState(() => inClubTime(session.date));
  // The version the ticks were read at: a later refetch must not make a stale sheet look fresh.
  const [version] = useState(session.version);

  const submit = async (date: string, students: { id: number; isAbsent: boolean; isLate: boolean }[]) => {
    try {
      await editSession.mutateAsync({ id: session.id, version, date, students });
    } catch (error) {
      // A retry after a lost answer meets its own first attempt: that is no conflict.
      if (!isStaleVersion(error)) throw error;
      const stored = await getSession(session.id).catch(() => null);
      if (stored === null || !holdsSheet(stored, date, students)) throw error;
      await invalidateAfterEdit(queryClient);
    }
  };

  return (
    <AttendanceSheet
      initialRows={initialRows}
      initialDate={initialDate}
      submitLabel={t('edit.submit')}
      onSubmit={({ date, students }) => submit(date, students)}
      onSubmitted={() => {
        toast.success(t('edit.success'));
        onDone();
      }}
      onCancel={onDone}
      waitingForNetwork={editSession.isPaused}
      studentsOf={{ groupId: session.groupId, subGroupId: session.subGroupId }}
      describeFailure={(error) =>
        describeExisting(error) ??
        (isStaleVersion(error)
          ? {
              message: t('edit.conflict'),
              action: (
                <Button color="inherit" size="small" onClick={onReload} sx={{ minHeight: 40 }}>
                  {t('edit.reload')}
                </Button>
              ),
            }
          : null)
      }
    />
  );
}

/** /session/edit: a recorded session's sheet, with its stored ticks (docs/product.md#screen-sessions). */
export function EditSessionPage() {
  const { t } = useTranslation('sessions');
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { sessionId, returnTo } = editTargetOf(location.state, search);
  const session = useTrainingSession(sessionId);
  const [reloads, setReloads] = useState(0);
  const backToList = () => void navigate(`${paths.sessions}${returnTo}`);

  const subtitle =
    session.data === undefined ? undefined : `${session.data.groupName} · ${session.data.subGroupName ?? t('target.wholeGroup')}`;

  // The sheet's first render runs in the background, in slices (as a new sheet's, docs/bench.md#phones).
  const sheetShown = useDeferredValue(session.isSuccess);

  return (
    <DatePickersProvider>
      <PageTitle subtitle={subtitle}>{t('edit.title')}</PageTitle>
      {sessionId === null && (
        <Typography color="text.secondary">
          {t('edit.noSession')} <Link to={paths.sessions}>{t('edit.toList')}</Link>
        </Typography>
      )}
      {sessionId !== null && (session.isPending || (session.isSuccess && !sheetShown)) && <LoadingState />}
      {session.isError && <ErrorState error={session.error} onRetry={() => void session.refetch()} />}
      {session.isSuccess && sheetShown && (
        <EditSessionSheet
          key={`${session.data.id}-${reloads}`}
          session={session.data}
          onDone={backToList}
          onReload={() => {
            void session.refetch().then(() => setReloads((count) => count + 1));
          }}
        />
      )}
    </DatePickersProvider>
  );
}
