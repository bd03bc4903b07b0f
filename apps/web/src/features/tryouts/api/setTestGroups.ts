import type { GroupSummaryDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

export interface SetTestGroupsRequest {
  testId: number;
  groupIds: number[];
}

/** POST /test/{id}/group: replaces the test's possible groups; answers them. */
export const setTestGroups = ({ testId, groupIds }: SetTestGroupsRequest): Promise<GroupSummaryDto[]> =>
  api.post<GroupSummaryDto[]>(`/test/${testId}/group`, { groupIds });

export const useSetTestGroups = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTestGroups,
    onSuccess: (_groups, { testId }) => queryClient.invalidateQueries({ queryKey: testsKeys.details(testId) }),
  });
};
