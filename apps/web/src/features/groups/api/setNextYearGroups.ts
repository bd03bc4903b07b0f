import type { NextYearStudentsInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface SetNextYearGroupsInput extends NextYearStudentsInput {
  groupId: number;
}

/** POST /group/{id}/next/students: each student's next-year group, null for "Aucune". */
export const setNextYearGroups = ({ groupId, students }: SetNextYearGroupsInput): Promise<{ updated: number }> =>
  api.post<{ updated: number }>(`/group/${groupId}/next/students`, { students });

export const useSetNextYearGroups = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNextYearGroups,
    onSuccess: (_result, { groupId }) => queryClient.invalidateQueries({ queryKey: groupsKeys.details(groupId) }),
  });
};
