import type { ChangeGroupSectionInput, GroupSectionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface ChangeGroupSectionRequest extends ChangeGroupSectionInput {
  groupId: number;
}

/** PATCH /group/{id}/section: `sectionId` 0 takes the group out of its section, to "Aucune". */
export const changeGroupSection = ({ groupId, sectionId }: ChangeGroupSectionRequest): Promise<GroupSectionDto> =>
  api.patch<GroupSectionDto>(`/group/${groupId}/section`, { sectionId });

export const useChangeGroupSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGroupSection,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: referenceKeys.sections() });
    },
  });
};
