import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

export interface UnassignStudentRequest {
  testId: number;
  studentId: number;
}

/** DELETE /test/{id}/student/{studentId}: frees the member's place. */
export const unassignStudent = ({ testId, studentId }: UnassignStudentRequest): Promise<void> =>
  api.delete(`/test/${testId}/student/${studentId}`);

export const useUnassignStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tryoutsKeys.all }),
  });
};
