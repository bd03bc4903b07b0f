import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface ChangeGroupSectionInput {
  groupId: number;
  /** 0 takes the group out of its section, to "Aucune". */
  sectionId: number;
}

/** PATCH /group/{id}/section */
export const changeGroupSection = ({ groupId, sectionId }: ChangeGroupSectionInput): Promise<{ id: number; sectionId: number }> =>
  api.patch<{ id: number; sectionId: number }>(`/group/${groupId}/section`, { sectionId });

export const useChangeGroupSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGroupSection,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.sections() });
    },
  });
};
