import type { CreatedGroupDto, CreateGroupInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** POST /group/: answers the new group's id. */
export const createGroup = (input: CreateGroupInput): Promise<CreatedGroupDto> => api.post<CreatedGroupDto>('/group/', input);

export const useCreateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: referenceKeys.sections() });
    },
  });
};
