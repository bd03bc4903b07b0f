import type { MembersDeletedDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/** POST /subscription/student/bulk/delete: all the members or none, in one call. */
export const deleteSubscriptions = (studentIds: readonly number[]): Promise<MembersDeletedDto> =>
  api.post<MembersDeletedDto>('/subscription/student/bulk/delete', { ids: studentIds });

export const useDeleteSubscriptions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
};
