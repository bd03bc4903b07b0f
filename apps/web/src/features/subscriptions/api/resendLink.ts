import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

export interface ResendLinkInput {
  studentId: number;
  email: string;
  secondaryEmail: string | null;
  /** The subscription's kind: a change is saved with the link. */
  isNew: boolean;
}

export interface ResendLinkResult {
  subscriptionId: number;
  recipients: string[];
  expiresAt: string;
}

/** POST /subscription/student/{id}/mail: a new link (the previous one stops working), mailed to the family. */
export const resendLink = ({ studentId, ...body }: ResendLinkInput): Promise<ResendLinkResult> =>
  api.post<ResendLinkResult>(`/subscription/student/${studentId}/mail`, body);

export const useResendLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendLink,
    // The screen shows the link's expiry date and, when "first subscription" changed, the new
    // kind, documents and version.
    onSuccess: (_result, { studentId }) => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.detail(studentId) }),
  });
};
