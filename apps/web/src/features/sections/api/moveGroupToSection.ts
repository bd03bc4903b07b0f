import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

export interface MoveGroupToSectionInput {
  groupId: number;
  /** 0 takes the group out of its section, to "Aucune". */
  sectionId: number;
}

/** PATCH /group/{id}/section: adds a group to a section, or removes it (SPEC §2 Section edit). */
export const moveGroupToSection = ({ groupId, sectionId }: MoveGroupToSectionInput): Promise<{ id: number; sectionId: number }> =>
  api.patch<{ id: number; sectionId: number }>(`/group/${groupId}/section`, { sectionId });

export const useMoveGroupToSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGroupToSection,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sectionsKeys.all });
      await queryClient.invalidateQueries({ queryKey: sectionsKeys.groups() });
    },
  });
};
