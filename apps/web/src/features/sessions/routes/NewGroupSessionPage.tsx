import { loadStudents, type SessionStudentDto } from '@club/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCreateSession } from '../api/createSession';
import { useMyGroups } from '@/features/reference';
import { useNextSlot } from '../api/getNextSlot';
import { useSessionStudents } from '../api/getSessionStudents';
import { AttendanceSheet } from '../components/AttendanceSheet';
import { newClientKey } from '../components/clientKey';
import { clubNow, inClubTime } from '@/lib/clubTime';
import { recordIdOf } from '../components/groupIdParam';
import { sessionTargetOf, type SessionTargetState } from '../components/sessionTarget';
import { useExistingSessionFailure } from '../components/useExistingSessionFailure';

interface NewSessionSheetProps {
  groupId: number;
  target: SessionTargetState;
  students: readonly SessionStudentDto[];
  slotDate: string | null;
}

/** One opened sheet: its client key is drawn once and reused by every retry of its submit. */
function NewSessionSheet({ groupId, target, students, slotDate }: NewSessionSheetProps) {
  const { t } = useTranslation('sessions');
  const toast = useToast();
  const navigate = useNavigate();
  const createSession = useCreateSession();
  const describeExisting = useExistingSessionFailure();
  const [clientKey] = useState(newClientKey);
  const [initialRows] = useState(() => loadStudents(students));
  const [initialDate] = useState(() => (slotDate === null ? clubNow().second(0).millisecond(0) : inClubTime(slotDate)));

  return (
    <AttendanceSheet
      initialRows={initialRows}
      initialDate={initialDate}
      submitLabel={t('sheet.submit')}
      onSubmit={({ date, students: ticks }) =>
        createSession.mutateAsync({ groupId, subGroupId: target.subGroupId, date, clientKey, students: ticks })
      }
      onSubmitted={() => {
        toast.success(t('CREATE_SESSION_SUCCESS'));
        // After success the session is reset and the user goes to /group/ (docs/product.md#screen-sessions).
        void navigate(paths.groups);
      }}
      onCancel={() => void navigate(paths.groups)}
      describeFailure={describeExisting}
      waitingForNetwork={createSession.isPaused}
    />
  );
}

/** /group/{id}/session/new: the attendance sheet of a new session (docs/product.md#screen-sessions). */
export function NewGroupSessionPage() {
  const { t } = useTranslation('sessions');
  const location = useLocation();
  const groupId = recordIdOf(useParams().id);
  const target = sessionTargetOf(location.state);
  const groups = useMyGroups();
  const students = useSessionStudents(groupId, target.subGroupId);
  const nextSlot = useNextSlot(groupId);
  if (groupId === null) return <Navigate to={paths.groups} replace />;

  const groupName = groups.data?.find((group) => group.id === groupId)?.name;
  const title = groupName === undefined ? t('new.title') : t('new.sheetTitle', { group: groupName });
  const subtitle = target.subGroupId === 0 ? t('target.wholeGroup') : t('new.subGroupLine', { subGroup: target.subGroupName ?? '' });
  // The date waits for the time slots only until they answer, success or not.
  const dateSettled = !nextSlot.isPending;

  return (
    <DatePickersProvider>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      {students.isError && <ErrorState error={students.error} onRetry={() => void students.refetch()} />}
      {!students.isError && (!students.isSuccess || !dateSettled) && <LoadingState />}
      {students.isSuccess && dateSettled && (
        <NewSessionSheet
          key={location.key}
          groupId={groupId}
          target={target}
          students={students.data}
          slotDate={nextSlot.data?.date ?? null}
        />
      )}
    </DatePickersProvider>
  );
}
