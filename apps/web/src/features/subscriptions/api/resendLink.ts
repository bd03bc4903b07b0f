import type { LinkResentDto } from '@club/domain';
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

/** POST /subscription/student/{id}/mail: a new link (the previous one stops working), mailed to the family. */
export const resendLink = ({ studentId, ...body }: ResendLinkInput): Promise<LinkResentDto> =>
  api.post<LinkResentDto>(`/subscription/student/${studentId}/mail`, body);

export const useResendLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendLink,
    // The screen shows the link's expiry date and, when "first subscription" changed, the new
    // kind, documents and version.
    onSuccess: (_result, { studentId }) => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.detail(studentId) }),
  });
};
