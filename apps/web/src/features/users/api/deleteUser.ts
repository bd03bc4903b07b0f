import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/features/reference';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

/** DELETE /coach/{id}. A 409 means one's own account or the last administrator. */
export const deleteUser = (userId: number): Promise<void> => api.delete(`/coach/${userId}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The coach list sits under `usersKeys.all`; the groups and sections lost this coach or manager.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.sections() }),
      ]),
  });
};
