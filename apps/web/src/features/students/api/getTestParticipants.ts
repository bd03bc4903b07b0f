import type { TestParticipantDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './queryKeys';

/** GET /student/test/{id}: the members assigned to a test, with their result once it is completed. */
export const getTestParticipants = (testId: number, signal?: AbortSignal): Promise<TestParticipantDto[]> =>
  api.get<TestParticipantDto[]>(`/student/test/${testId}`, { signal });

export const testParticipantsQueryOptions = (testId: number) =>
  queryOptions({
    queryKey: studentsKeys.participants(testId),
    queryFn: ({ signal }) => getTestParticipants(testId, signal),
    enabled: testId > 0,
  });

export const useTestParticipants = (testId: number) => useQuery(testParticipantsQueryOptions(testId));
