import type { SessionDetailsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/** GET /session/{id}: the recorded sheet the edit screen opens with. */
export const getSession = (sessionId: number, signal?: AbortSignal): Promise<SessionDetailsDto> =>
  api.get<SessionDetailsDto>(`/session/${sessionId}`, { signal });

export const sessionQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: sessionsKeys.detail(sessionId),
    queryFn: ({ signal }) => getSession(sessionId, signal),
    // The version must be the latest one when the sheet opens: nothing is kept once it closes.
    staleTime: 0,
    gcTime: 0,
  });

/** Waits while no session is named (`null`). */
export const useTrainingSession = (sessionId: number | null) =>
  useQuery({ ...sessionQueryOptions(sessionId ?? 0), enabled: sessionId !== null });
