import type { CancellationDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** POST /planning/{id}/restore → the session planned again and the mails saying it takes place. */
export const restorePlanned = (plannedSessionId: number): Promise<CancellationDto> =>
  api.post<CancellationDto>(`/planning/${plannedSessionId}/restore`);

export const useRestorePlanned = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePlanned,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
};
