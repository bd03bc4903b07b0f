import type { TryoutGroupDto, TryoutGroupIdsInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

export interface SetTryoutGroupsRequest extends TryoutGroupIdsInput {
  testId: number;
}

/** POST /test/{id}/group: replaces the test's possible groups; answers them. */
export const setTryoutGroups = ({ testId, groupIds }: SetTryoutGroupsRequest): Promise<TryoutGroupDto[]> =>
  api.post<TryoutGroupDto[]>(`/test/${testId}/group`, { groupIds });

export const useSetTryoutGroups = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTryoutGroups,
    onSuccess: (_groups, { testId }) => queryClient.invalidateQueries({ queryKey: tryoutsKeys.details(testId) }),
  });
};
