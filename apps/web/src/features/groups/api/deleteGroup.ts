import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** DELETE /group/{id}: its members land in the group "Aucun" (docs/product.md#groups); protected groups answer PROTECTED_RECORD. */
export const deleteGroup = (groupId: number): Promise<void> => api.delete(`/group/${groupId}`);

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: referenceKeys.sections() });
    },
  });
};
