import type { AssignTryoutStudentInput, TryoutAssignmentDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { membersKeys } from './queryKeys';

/** POST /test/student: assigns the new member, optionally mailing the convocation; 409 TEST_FULL when no place is left. */
export const assignToTryout = (input: AssignTryoutStudentInput): Promise<TryoutAssignmentDto> =>
  api.post<TryoutAssignmentDto>('/test/student', input);

export const useAssignToTryout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignToTryout,
    // Refused or not, the places left have changed for everyone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.tests }),
  });
};
