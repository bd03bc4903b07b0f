import type { GuardianChoiceResultDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys, SUBSCRIPTIONS_ROOT_KEY } from './queryKeys';

export interface ChooseGuardianInput {
  studentId: number;
  guardianId: number;
}

/** POST /student/{id}/guardian {guardianId}: links the member and clears the problem. */
export const chooseGuardian = ({ studentId, guardianId }: ChooseGuardianInput): Promise<GuardianChoiceResultDto> =>
  api.post<GuardianChoiceResultDto>(`/student/${studentId}/guardian`, { guardianId });

export const useChooseGuardian = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseGuardian,
    onSuccess: (_result, { studentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guardiansKeys.member(studentId) }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT_KEY }),
      ]),
  });
};
