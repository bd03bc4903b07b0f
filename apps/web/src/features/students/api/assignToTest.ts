import type { AssignTestStudentInput, TestAssignmentDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './queryKeys';

/** POST /test/student: assigns the new member, optionally mailing the convocation; 409 TEST_FULL when no place is left. */
export const assignToTest = (input: AssignTestStudentInput): Promise<TestAssignmentDto> => api.post<TestAssignmentDto>('/test/student', input);

export const useAssignToTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignToTest,
    // Refused or not, the places left have changed for everyone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKeys.tests }),
  });
};
