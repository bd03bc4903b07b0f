import type { CreateSessionInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planningKeys } from '@/features/planning';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';
import { expectTrue, NETWORK_RETRY_DELAY_MS, retryNetworkFailure } from './submitResult';

export type NewSession = CreateSessionInput['session'];

/**
 * POST /session/ `{session}` → `true`. Idempotent on `clientKey`: every retry of one
 * opened sheet sends the same key, so a submit whose answer was lost is recorded once.
 */
export const createSession = async (session: NewSession): Promise<void> => {
  expectTrue(await api.post<unknown>('/session/', { session }));
};

export const useCreateSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    retry: retryNetworkFailure,
    retryDelay: NETWORK_RETRY_DELAY_MS,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: sessionsKeys.rates() });
      // The planned session now has its sheet: the planning offers to open it (docs/product.md#planning).
      await queryClient.invalidateQueries({ queryKey: planningKeys.all });
    },
  });
};
