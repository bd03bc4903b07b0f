import type { SubscriptionDetailDto, SubscriptionUpdate } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

export interface UpdateSubscriptionInput {
  studentId: number;
  /**
   * The edit screen's values as its schemas give them; `version` is the one the screen shows
   * (409 when the server has a newer one).
   */
  body: SubscriptionUpdate;
}

/** POST /subscription/student/{id}: answers the updated subscription. */
export const updateSubscription = ({ studentId, body }: UpdateSubscriptionInput): Promise<SubscriptionDetailDto> =>
  api.post<SubscriptionDetailDto>(`/subscription/student/${studentId}`, body);

export const useUpdateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: (detail, { studentId }) => {
      // The answer is the new state of the screen, with its new version.
      queryClient.setQueryData(subscriptionsKeys.detail(studentId), detail);
      return queryClient.invalidateQueries({ queryKey: subscriptionsKeys.lists() });
    },
  });
};
