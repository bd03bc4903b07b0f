import type { Guardian, GuardianDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guardiansKeys } from './queryKeys';

/** POST /guardian/ {firstName, lastName, email, phoneNumber, secondaryEmail, secondaryPhoneNumber} → 201 */
export const createGuardian = (input: Guardian): Promise<GuardianDto> => api.post<GuardianDto>('/guardian/', input);

export const useCreateGuardian = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuardian,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guardiansKeys.lists() }),
  });
};
