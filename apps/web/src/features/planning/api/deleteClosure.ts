import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** DELETE /planning/closures/{id} (204); the sessions of those days are planned again. */
export const deleteClosure = (closureId: number): Promise<void> => api.delete(`/planning/closures/${closureId}`);

export const useDeleteClosure = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
};
