import type { ChangeGroupSectionInput, GroupSectionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface ChangeGroupSectionRequest extends ChangeGroupSectionInput {
  groupId: number;
}

/**
 * PATCH /group/{id}/section: adds a group to a section, or takes it out with `sectionId` 0, to
 * "Aucune" (docs/product.md#screen-sections). Used by the group's edit screen and the section's.
 */
export const changeGroupSection = ({ groupId, sectionId }: ChangeGroupSectionRequest): Promise<GroupSectionDto> =>
  api.patch<GroupSectionDto>(`/group/${groupId}/section`, { sectionId });

export const useChangeGroupSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGroupSection,
    // The group's cards and details change, and so do both sections with their lists of groups.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupsKeys.sections() }),
      ]);
    },
  });
};
