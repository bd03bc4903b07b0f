import type { ChangeGroupSectionInput, GroupSectionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

export interface MoveGroupToSectionInput extends ChangeGroupSectionInput {
  groupId: number;
}

/**
 * PATCH /group/{id}/section: adds a group to a section, or removes it with `sectionId` 0, to
 * "Aucune" (docs/product.md#screen-sections).
 */
export const moveGroupToSection = ({ groupId, sectionId }: MoveGroupToSectionInput): Promise<GroupSectionDto> =>
  api.patch<GroupSectionDto>(`/group/${groupId}/section`, { sectionId });

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
