import { useQueryClient } from '@tanstack/react-query';
import { planningKeys } from '@/features/planning';
import { sendLater, sheetQueue, type QueuedSessionBody, type SubmitOutcome } from '@/features/offline';
import { getSession } from '@/lib/session';
import type { NewSession } from './createSession';
import { sessionsKeys } from './queryKeys';

/**
 * The body a new sheet is stored and sent with (docs/product.md#offline-attendance): a merge, each
 * swimmer with the time the coach last ticked them, or the sheet's opening time when never ticked,
 * so a co-coach's tick on the same session wins over an untouched row.
 */
export const toQueuedBody = (session: NewSession, changedAt: ReadonlyMap<number, string>, openedAt: string): QueuedSessionBody => ({
  session: {
    ...session,
    merge: true,
    students: session.students.map((student) => ({ ...student, changedAt: changedAt.get(student.id) ?? openedAt })),
  },
});

export interface SheetLabels {
  groupName: string;
  subGroupName: string | null;
}

/**
 * Submits a new sheet through the phone's queue: stored first, then sent. `sent`: the server recorded
 * it; `stored`: it waits on the phone for the network. A refusal rejects, as a direct send would.
 */
export const useQueueSession = () => {
  const queryClient = useQueryClient();
  return async (body: QueuedSessionBody, labels: SheetLabels): Promise<SubmitOutcome> => {
    const login = getSession().login ?? '';
    const outcome = await sheetQueue().submit({
      clientKey: body.session.clientKey,
      login,
      body,
      groupName: labels.groupName,
      subGroupName: labels.subGroupName,
      date: body.session.date,
      createdAt: new Date().toISOString(),
      refused: null,
    });
    if (outcome === 'stored') sendLater();
    else {
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.rates() });
      // The planned session now has its sheet: the planning offers to open it (docs/product.md#planning).
      await queryClient.invalidateQueries({ queryKey: planningKeys.all });
    }
    return outcome;
  };
};
