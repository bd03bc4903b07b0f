import type { SubscriptionsCancelledDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

export interface CancelSubscriptionsInput {
  studentIds: readonly number[];
  /** The season shown: its subscriptions are the ones cancelled. */
  season: number;
}

/** POST /subscription/student/bulk/cancel: the season's subscriptions of the members, all or none. */
export const cancelSubscriptions = ({ studentIds, season }: CancelSubscriptionsInput): Promise<SubscriptionsCancelledDto> =>
  api.post<SubscriptionsCancelledDto>('/subscription/student/bulk/cancel', { ids: studentIds, season });

export const useCancelSubscriptions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscriptions,
    // The list's states and every open edit screen's state and version change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  });
};
