import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextSlotQueryOptions } from '../api/getNextSlot';
import { sessionStudentsQueryOptions } from '../api/getSessionStudents';

/**
 * While the coach is still choosing, the sheet's students and date are fetched: on a
 * weak connection at the pool the sheet then opens at once.
 */
export const usePrefetchSheet = (groupId: number | null, subGroupId: number): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (groupId === null) return;
    void queryClient.prefetchQuery(sessionStudentsQueryOptions(groupId, subGroupId));
    void queryClient.prefetchQuery({ ...nextSlotQueryOptions(groupId), staleTime: 10_000 });
  }, [queryClient, groupId, subGroupId]);
  useEffect(() => {
    // The sheet's own code, too.
    void import('../routes/NewGroupSessionPage');
  }, []);
};
