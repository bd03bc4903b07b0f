import type { RenewalResultDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { seasonsKeys, SUBSCRIPTIONS_ROOT_KEY } from './queryKeys';

/**
 * POST /season/renewals: every member with a next-year group gets a renewal subscription
 * (SCHEDULED) and, in groups that receive it, the link by mail. One transaction on the
 * server; running it again only adds who was missing. 409 while another admin runs it.
 */
export const openRenewals = (): Promise<RenewalResultDto> => api.post<RenewalResultDto>('/season/renewals');

export const useOpenRenewals = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openRenewals,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonsKeys.all }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT_KEY }),
      ]),
  });
};
