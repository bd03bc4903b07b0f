import type { GuardianChoiceResultDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys, SUBSCRIPTIONS_ROOT_KEY } from './queryKeys';

export interface KeepTypedContactInput {
  studentId: number;
  subscriptionId: number;
}

/**
 * POST /student/{id}/guardian {keepTypedContactOf}: the contact the family typed on that
 * subscription becomes the member's guardian and second contact; the problem is cleared.
 */
export const keepTypedContact = ({ studentId, subscriptionId }: KeepTypedContactInput): Promise<GuardianChoiceResultDto> =>
  api.post<GuardianChoiceResultDto>(`/student/${studentId}/guardian`, { keepTypedContactOf: subscriptionId });

export const useKeepTypedContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepTypedContact,
    onSuccess: (_result, { studentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guardiansKeys.member(studentId) }),
        // A new guardian may now be on file.
        queryClient.invalidateQueries({ queryKey: guardiansKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT_KEY }),
      ]),
  });
};
