import type { ChecklistItem, Guardian, PaymentRecordInput, StudentEdit, SubscriptionState } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SubscriptionDetail } from './types';

export interface SubscriptionUpdateBody {
  /** The version the screen shows; the server answers 409 CONFLICT when it has a newer one. */
  version: number;
  student?: StudentEdit;
  guardian?: Guardian;
  documents?: Partial<Record<ChecklistItem, boolean>>;
  /** A state chosen by hand; without it the server sets DONE / MISSING_DOC from the checklist. */
  state?: SubscriptionState;
  isNew?: boolean;
  /** With the payment's tick: how and on which day the family paid (the server takes today without it). */
  payment?: PaymentRecordInput;
}

export interface UpdateSubscriptionInput {
  studentId: number;
  body: SubscriptionUpdateBody;
}

/** POST /subscription/student/{id}: answers the updated subscription. */
export const updateSubscription = ({ studentId, body }: UpdateSubscriptionInput): Promise<SubscriptionDetail> =>
  api.post<SubscriptionDetail>(`/subscription/student/${studentId}`, body);

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
