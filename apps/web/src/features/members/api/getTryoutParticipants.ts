import type { TryoutParticipantDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { membersKeys } from './queryKeys';

/** GET /student/test/{id}: the members assigned to a test, with their result once it is completed. */
export const getTryoutParticipants = (testId: number, signal?: AbortSignal): Promise<TryoutParticipantDto[]> =>
  api.get<TryoutParticipantDto[]>(`/student/test/${testId}`, { signal });

export const testParticipantsQueryOptions = (testId: number) =>
  queryOptions({
    queryKey: membersKeys.participants(testId),
    queryFn: ({ signal }) => getTryoutParticipants(testId, signal),
    enabled: testId > 0,
  });

export const useTestParticipants = (testId: number) => useQuery(testParticipantsQueryOptions(testId));
