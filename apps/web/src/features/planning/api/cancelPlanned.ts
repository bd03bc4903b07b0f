import type { CancelInput, CancellationDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** POST /planning/cancel `{target, reason}` → how many sessions were cancelled and mails queued. */
export const cancelPlanned = (input: CancelInput): Promise<CancellationDto> => api.post<CancellationDto>('/planning/cancel', input);

export const useCancelPlanned = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlanned,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
};
