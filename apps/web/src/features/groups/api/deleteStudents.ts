import type { DeleteStudentsInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export interface DeleteStudentsRequest extends DeleteStudentsInput {
  groupId: number;
}

/** POST /group/{id}/students/delete: permanent, and only from the removed-members group (SPEC §4). */
export const deleteStudents = ({ groupId, students }: DeleteStudentsRequest): Promise<{ deleted: number }> =>
  api.post<{ deleted: number }>(`/group/${groupId}/students/delete`, { students });

export const useDeleteStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
};
