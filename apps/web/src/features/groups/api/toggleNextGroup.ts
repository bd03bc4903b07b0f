import type { NextGroupDto, ToggleNextGroupInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface ToggleNextGroupRequest extends ToggleNextGroupInput {
  groupId: number;
}

/**
 * POST /group/{id}/next: adds the group to the possible next-year groups, or removes it
 * (students who were going there then go nowhere). Answers the new list.
 */
export const toggleNextGroup = ({ groupId, possibleGroupId }: ToggleNextGroupRequest): Promise<NextGroupDto[]> =>
  api.post<NextGroupDto[]>(`/group/${groupId}/next`, { possibleGroupId });

/** The box ticks at once; it is put back if the server refuses. */
export const useToggleNextGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleNextGroup,
    onMutate: async ({ groupId, possibleGroupId }) => {
      const key = groupsKeys.next(groupId);
      const previous = queryClient.getQueryData<NextGroupDto[]>(key);
      const toggled = previous?.map((option) => (option.id === possibleGroupId ? { ...option, possible: !option.possible } : option));
      // Ticked before anything is awaited, then again once a reload in flight is cancelled:
      // the cancelled reload puts back the list it started from.
      queryClient.setQueryData(key, toggled);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, toggled);
      return { previous };
    },
    onError: (_error, { groupId }, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(groupsKeys.next(groupId), context.previous);
    },
    onSuccess: async (options, { groupId }) => {
      queryClient.setQueryData(groupsKeys.next(groupId), options);
      await queryClient.invalidateQueries({ queryKey: groupsKeys.details(groupId) });
    },
  });
};
