import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** DELETE /test/{id}: with its possible groups and assignments. */
export const deleteTest = (testId: number): Promise<void> => api.delete(`/test/${testId}`);

export const useDeleteTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsKeys.all }),
  });
};
