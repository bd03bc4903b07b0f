import type { TestStudentDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /student/unassigned?id=: the members who may still be assigned to the test. */
export const getCandidates = (testId: number, signal?: AbortSignal): Promise<TestStudentDto[]> =>
  api.get<TestStudentDto[]>(`/student/unassigned?id=${testId}`, { signal });

export const candidatesQueryOptions = (testId: number) =>
  queryOptions({ queryKey: testsKeys.candidates(testId), queryFn: ({ signal }) => getCandidates(testId, signal) });

export const useCandidates = (testId: number) => useQuery(candidatesQueryOptions(testId));
