import type { CompleteTryoutInput, TryoutCompletionDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

export interface CompleteTryoutRequest extends CompleteTryoutInput {
  testId: number;
}

/**
 * PATCH /test/{id}/completed: places each student in their group (or records the failure)
 * and marks the test completed, in one transaction; placed students' families get their link.
 */
export const completeTryout = ({ testId, placements }: CompleteTryoutRequest): Promise<TryoutCompletionDto> =>
  api.patch<TryoutCompletionDto>(`/test/${testId}/completed`, { placements });

export const useCompleteTryout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTryout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tryoutsKeys.all }),
  });
};
