import type { DeleteStudentsInput, DeleteStudentsResultDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface DeleteStudentsRequest extends DeleteStudentsInput {
  groupId: number;
}

/**
 * POST /group/{id}/students/delete: permanent, and only from the removed-members group; only
 * the members with contact info are deleted, the others are kept (docs/product.md#groups). The
 * answer says which.
 */
export const deleteStudents = ({ groupId, students }: DeleteStudentsRequest): Promise<DeleteStudentsResultDto> =>
  api.post<DeleteStudentsResultDto>(`/group/${groupId}/students/delete`, { students });

export const useDeleteStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
};
