import type { GroupListItemDto, UpdateGroupInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface UpdateGroupRequest {
  groupId: number;
  /** With the `version` the form was loaded with: a newer one on the server answers 409. */
  changes: UpdateGroupInput;
}

/** PATCH /group/{id}: the section is changed apart, by PATCH /group/{id}/section. */
export const updateGroup = ({ groupId, changes }: UpdateGroupRequest): Promise<GroupListItemDto> =>
  api.patch<GroupListItemDto>(`/group/${groupId}`, changes);

export const useUpdateGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: referenceKeys.sections() });
    },
  });
};
