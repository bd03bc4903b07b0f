import type { TestParticipantDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /student/test/{id}: the members assigned to the test, with their result once it is completed. */
export const getParticipants = (testId: number, signal?: AbortSignal): Promise<TestParticipantDto[]> =>
  api.get<TestParticipantDto[]>(`/student/test/${testId}`, { signal });

export const participantsQueryOptions = (testId: number) =>
  queryOptions({ queryKey: testsKeys.participants(testId), queryFn: ({ signal }) => getParticipants(testId, signal) });

export const useParticipants = (testId: number) => useQuery(participantsQueryOptions(testId));
