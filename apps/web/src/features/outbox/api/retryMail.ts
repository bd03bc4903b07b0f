import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { outboxKeys } from './queryKeys';

/** POST /mail/outbox/{id}/retry: a failed mail is queued again. A 409 means it is no longer failed. */
export const retryMail = (mailId: number): Promise<void> => api.post(`/mail/outbox/${mailId}/retry`);

export const useRetryMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
};
