import type { CompleteTestInput, TestCompletionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

export interface CompleteTestRequest extends CompleteTestInput {
  testId: number;
}

/**
 * PATCH /test/{id}/completed: places each student in their group (or records the failure)
 * and marks the test completed, in one transaction; placed students' families get their link.
 */
export const completeTest = ({ testId, placements }: CompleteTestRequest): Promise<TestCompletionDto> =>
  api.patch<TestCompletionDto>(`/test/${testId}/completed`, { placements });

export const useCompleteTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKeys.all }),
  });
};
