import type { CorrectionDto, RejectCorrectionInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { correctionsKey } from './getCorrections';
import { subscriptionsKeys } from './queryKeys';

export interface CorrectionReview {
  correctionId: number;
  subscriptionId: number;
}

/** POST /correction/{id}/apply: the fields asked are written on the member, guardian and subscription. 409 once reviewed. */
export const applyCorrection = ({ correctionId }: CorrectionReview): Promise<CorrectionDto> =>
  api.post<CorrectionDto>(`/correction/${correctionId}/apply`);

/** POST /correction/{id}/reject: the family sees the reason in its space. 409 once reviewed. */
export const rejectCorrection = ({ correctionId, body }: CorrectionReview & { body: RejectCorrectionInput }): Promise<CorrectionDto> =>
  api.post<CorrectionDto>(`/correction/${correctionId}/reject`, body);

/** Someone reviewed it first (docs/product.md#family-corrections): the screen reads it again. */
export const isAlreadyReviewed = (error: unknown): boolean => isApiError(error) && error.status === 409;

/** After a review, or a conflict, the corrections are read again; the lists show the member's new details. */
const useAfterReview = () => {
  const queryClient = useQueryClient();
  return (_data: unknown, _error: unknown, { subscriptionId }: CorrectionReview) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: correctionsKey(subscriptionId) }),
      queryClient.invalidateQueries({ queryKey: subscriptionsKeys.lists() }),
    ]);
};

export const useApplyCorrection = () => useMutation({ mutationFn: applyCorrection, onSettled: useAfterReview() });

export const useRejectCorrection = () => useMutation({ mutationFn: rejectCorrection, onSettled: useAfterReview() });
