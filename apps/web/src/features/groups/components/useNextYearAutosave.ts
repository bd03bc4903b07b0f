import { useCallback, useRef, useState } from 'react';
import { useSetNextYearGroups } from '../api/setNextYearGroups';

export type SaveState = { status: 'pending' } | { status: 'saved' } | { status: 'error'; error: unknown };

/**
 * Each student's next-year choice saved as it is made (POST /group/{id}/next/students with
 * that one student), so leaving the page loses nothing that was chosen.
 *
 * The calls go one after the other, in the order of the choices: two quick choices for the
 * same student reach the server in that order and the last one stays. A choice replaced
 * before its turn is not sent at all. A failed call leaves the row in error until it is
 * retried or replaced by a new choice; the calls after it still go.
 */
export const useNextYearAutosave = (groupId: number) => {
  const { mutateAsync } = useSetNextYearGroups();
  const [states, setStates] = useState<ReadonlyMap<number, SaveState>>(new Map());
  // Read by the queue and by the leave guard after awaiting: the state of the last render may be old.
  const statesRef = useRef<ReadonlyMap<number, SaveState>>(states);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(new Map<number, number>());
  const sequence = useRef(0);

  const setState = useCallback((studentId: number, state: SaveState) => {
    statesRef.current = new Map(statesRef.current).set(studentId, state);
    setStates(statesRef.current);
  }, []);

  const save = useCallback(
    (studentId: number, nextYearGroupId: number | null) => {
      sequence.current += 1;
      const mine = sequence.current;
      latest.current.set(studentId, mine);
      setState(studentId, { status: 'pending' });
      const isLatest = () => latest.current.get(studentId) === mine;
      queue.current = queue.current.then(async () => {
        if (!isLatest()) return;
        try {
          await mutateAsync({ groupId, students: [{ id: studentId, nextYearGroupId }] });
          if (isLatest()) setState(studentId, { status: 'saved' });
        } catch (error) {
          if (isLatest()) setState(studentId, { status: 'error', error });
        }
      });
    },
    [groupId, mutateAsync, setState],
  );

  const settled = useCallback(() => queue.current, []);
  const errorCount = useCallback(() => [...statesRef.current.values()].filter((state) => state.status === 'error').length, []);
  const unsaved = [...states.values()].some((state) => state.status !== 'saved');

  return {
    states,
    save,
    /** A choice is on its way or failed: leaving now could lose it. */
    unsaved,
    /** Resolves once every call made so far has answered. */
    settled,
    /** Read now, not at the last render: the choices that failed. */
    errorCount,
  };
};
