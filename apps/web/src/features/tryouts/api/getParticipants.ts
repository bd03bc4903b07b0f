import type { TryoutParticipantDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** GET /student/test/{id}: the members assigned to the test, with their result once it is completed. */
export const getParticipants = (testId: number, signal?: AbortSignal): Promise<TryoutParticipantDto[]> =>
  api.get<TryoutParticipantDto[]>(`/student/test/${testId}`, { signal });

export const participantsQueryOptions = (testId: number) =>
  queryOptions({ queryKey: tryoutsKeys.participants(testId), queryFn: ({ signal }) => getParticipants(testId, signal) });

export const useParticipants = (testId: number) => useQuery(participantsQueryOptions(testId));
