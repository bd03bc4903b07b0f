import type { MovedStudentsDto, MoveStudentsInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** PATCH /student/group: without `groupId` the students go to the removed-members group (docs/product.md#groups). */
export const moveStudents = (input: MoveStudentsInput): Promise<MovedStudentsDto> => api.patch<MovedStudentsDto>('/student/group', input);

export const useMoveStudents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStudents,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      await queryClient.invalidateQueries({ queryKey: groupsKeys.subgroups() });
    },
  });
};
