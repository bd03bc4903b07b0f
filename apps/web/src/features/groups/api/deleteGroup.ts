import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** DELETE /group/{id}: its members land in the group "Aucun" (SPEC §4); protected groups answer PROTECTED_RECORD. */
export const deleteGroup = (groupId: number): Promise<void> => api.delete(`/group/${groupId}`);

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.sections() });
    },
  });
};
