import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

export interface DeleteSubGroupInput {
  groupId: number;
  subGroupId: number;
}

/** DELETE /group/{id}/subgroup/{subGroupId}: its students stay in the group, in no sub-group. */
export const deleteSubGroup = ({ groupId, subGroupId }: DeleteSubGroupInput): Promise<void> =>
  api.delete(`/group/${groupId}/subgroup/${subGroupId}`);

export const useDeleteSubGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubGroup,
    onSuccess: async (_result, { groupId }) => {
      await queryClient.invalidateQueries({ queryKey: subgroupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: [...subgroupsKeys.groups(), 'details', groupId] });
    },
  });
};
