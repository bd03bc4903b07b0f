import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubHeadingKey } from '@/lib/clubHeading';
import { clubKeys } from './queryKeys';

/** DELETE /club/logo. */
export const removeLogo = (): Promise<void> => api.delete('/club/logo');

export const useRemoveLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.identity() }),
        queryClient.invalidateQueries({ queryKey: clubHeadingKey }),
      ]);
    },
  });
};
