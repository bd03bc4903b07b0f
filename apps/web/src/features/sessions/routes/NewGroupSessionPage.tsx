import { loadStudents, type SessionStudentDto } from '@club/domain';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DatePickersProvider } from '@/components/DatePickersProvider';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { toQueuedBody, useQueueSession } from '../api/queueSession';
import { useMyGroups } from '@/features/reference';
import { useNextSlot } from '../api/getNextSlot';
import { useSessionStudents } from '../api/getSessionStudents';
import { AttendanceSheet } from '../components/AttendanceSheet';
import { newClientKey } from '../components/clientKey';
import { clubNow, inClubTime } from '@/lib/clubTime';
import { recordIdOf } from '../components/groupIdParam';
import { plannedSessionParamsOf } from '../components/plannedSessionParams';
import { sessionTargetOf, type SessionTargetState } from '../components/sessionTarget';
import { useExistingSessionFailure } from '../components/useExistingSessionFailure';

interface NewSessionSheetProps {
  groupId: number;
  target: SessionTargetState;
  students: readonly SessionStudentDto[];
  slotDate: string | null;
  /** The planned session the sheet fills, when opened from the planning; else the server links it by its start. */
  plannedSessionId: number | null;
  /** For the list of sheets waiting on the phone. */
  groupName: string;
}

/** One opened sheet: its client key is drawn once and reused by every retry of its submit. */
function NewSessionSheet({ groupId, target, students, slotDate, plannedSessionId, groupName }: NewSessionSheetProps) {
  const { t } = useTranslation(['sessions', 'offline']);
  const toast = useToast();
  const navigate = useNavigate();
  // Stored on the phone first, then sent (docs/product.md#offline-attendance).
  const queueSession = useQueueSession();
  const [openedAt] = useState(() => new Date().toISOString());
  const outcome = useRef<'sent' | 'stored'>('sent');
  const describeExisting = useExistingSessionFailure();
  const [clientKey] = useState(newClientKey);
  const [initialRows] = useState(() => loadStudents(students));
  const [initialDate] = useState(() => (slotDate === null ? clubNow().second(0).millisecond(0) : inClubTime(slotDate)));

  return (
    <AttendanceSheet
      initialRows={initialRows}
      initialDate={initialDate}
      submitLabel={t('sheet.submit')}
      onSubmit={async ({ date, students: ticks, changedAt }) => {
        const session = {
          groupId,
          subGroupId: target.subGroupId,
          date,
          clientKey,
          students: ticks,
          ...(plannedSessionId === null ? {} : { plannedSessionId }),
        };
        outcome.current = await queueSession(toQueuedBody(session, changedAt, openedAt), {
          groupName,
          subGroupName: target.subGroupId === 0 ? null : (target.subGroupName ?? null),
        });
      }}
      onSubmitted={() => {
        if (outcome.current === 'sent') toast.success(t('CREATE_SESSION_SUCCESS'));
        else toast.info(t('offline:storedOnPhone'));
        // After success the session is reset and the user goes to /group/ (docs/product.md#screen-sessions).
        void navigate(paths.groups);
      }}
      onCancel={() => void navigate(paths.groups)}
      describeFailure={describeExisting}
      studentsOf={{ groupId, subGroupId: target.subGroupId }}
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
  // Opened from the planning: the planned session's start, not the nearest slot (docs/product.md#planning).
  const planned = plannedSessionParamsOf(useSearchParams()[0]);
  // The date waits for the time slots only until they answer, success or not.
  const dateSettled = planned !== null || !nextSlot.isPending;
  const ready = students.isSuccess && dateSettled;
  // The sheet's first render (a row per member, the date field) runs in the background, in slices,
  // not in one long task behind which a phone's taps would wait (docs/bench.md#phones).
  const sheetShown = useDeferredValue(ready);
  if (groupId === null) return <Navigate to={paths.groups} replace />;

  const groupName = groups.data?.find((group) => group.id === groupId)?.name;
  const title = groupName === undefined ? t('new.title') : t('new.sheetTitle', { group: groupName });
  const subtitle = target.subGroupId === 0 ? t('target.wholeGroup') : t('new.subGroupLine', { subGroup: target.subGroupName ?? '' });

  return (
    <DatePickersProvider>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      {students.isError && <ErrorState error={students.error} onRetry={() => void students.refetch()} />}
      {!students.isError && !(ready && sheetShown) && <LoadingState />}
      {students.isSuccess && ready && sheetShown && (
        <NewSessionSheet
          key={location.key}
          groupId={groupId}
          target={target}
          students={students.data}
          slotDate={planned?.date ?? nextSlot.data?.date ?? null}
          plannedSessionId={planned?.plannedSessionId ?? null}
          groupName={groupName ?? ''}
        />
      )}
    </DatePickersProvider>
  );
}
