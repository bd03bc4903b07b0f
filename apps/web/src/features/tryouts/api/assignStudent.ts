import type { AssignTryoutStudentInput, TryoutAssignmentDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** POST /test/student: assigns a member, optionally mailing the convocation; 409 TEST_FULL when no place is left. */
export const assignStudent = (input: AssignTryoutStudentInput): Promise<TryoutAssignmentDto> =>
  api.post<TryoutAssignmentDto>('/test/student', input);

export const useAssignStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStudent,
    // A refused assignment (the test full) changes the remaining places others see too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tryoutsKeys.all }),
  });
};
