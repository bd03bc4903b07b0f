import type { CreateGroupInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** POST /group/: answers the new group's id. */
export const createGroup = (input: CreateGroupInput): Promise<{ id: number }> => api.post<{ id: number }>('/group/', input);

export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.sections() });
    },
  });
};
