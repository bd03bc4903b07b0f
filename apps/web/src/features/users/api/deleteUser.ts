import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

/** DELETE /coach/{id}. A 409 means one's own account or the last administrator. */
export const deleteUser = (userId: number): Promise<void> => api.delete(`/coach/${userId}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
