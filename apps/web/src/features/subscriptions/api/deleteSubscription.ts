import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/** DELETE /subscription/student/{id}: the member, their subscriptions and history. */
export const deleteSubscription = (studentId: number): Promise<void> => api.delete(`/subscription/student/${studentId}`);

export const useDeleteSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    onSuccess: (_data, studentId) => {
      queryClient.removeQueries({ queryKey: subscriptionsKeys.detail(studentId) });
      return queryClient.invalidateQueries({ queryKey: subscriptionsKeys.lists() });
    },
  });
};
