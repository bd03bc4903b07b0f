import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** DELETE /test/{id}: with its possible groups and assignments. */
export const deleteTryout = (testId: number): Promise<void> => api.delete(`/test/${testId}`);

export const useDeleteTryout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTryout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tryoutsKeys.all }),
  });
};
