import type { CreateSubGroupInput, SubGroupDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

export interface CreateSubGroupRequest extends CreateSubGroupInput {
  groupId: number;
}

/** POST /group/{id}/subgroup/: a name and at least one coach (docs/product.md#validation). */
export const createSubGroup = ({ groupId, ...subGroup }: CreateSubGroupRequest): Promise<SubGroupDto> =>
  api.post<SubGroupDto>(`/group/${groupId}/subgroup/`, subGroup);

export const useCreateSubGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubGroup,
    onSuccess: async (_created, { groupId }) => {
      await queryClient.invalidateQueries({ queryKey: subgroupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: [...subgroupsKeys.groups(), 'details', groupId] });
    },
  });
};
