import type { EditSessionInput } from '@club/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';
import { expectTrue, NETWORK_RETRY_DELAY_MS, retryNetworkFailure } from './submitResult';

export type SessionChanges = EditSessionInput['session'];

/** PATCH /session/edit/ `{session: {id, version, date, students}}` → `true`; 409 when `version` is stale. */
export const editSession = async (session: SessionChanges): Promise<void> => {
  expectTrue(await api.patch<unknown>('/session/edit/', { session }));
};

/**
 * Everything about sessions is stale, but nothing is fetched again while the edit screen
 * is still open: the list and the rates refetch when they are next shown.
 */
export const invalidateAfterEdit = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: sessionsKeys.all, refetchType: 'none' });

export const useEditSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSession,
    // A retry that meets its own landed first attempt answers 409; the edit screen checks that case.
    retry: retryNetworkFailure,
    retryDelay: NETWORK_RETRY_DELAY_MS,
    onSuccess: () => invalidateAfterEdit(queryClient),
  });
};
