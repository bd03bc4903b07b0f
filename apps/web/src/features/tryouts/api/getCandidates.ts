import type { TryoutStudentDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** GET /student/unassigned?id=: the members who may still be assigned to the test. */
export const getCandidates = (testId: number, signal?: AbortSignal): Promise<TryoutStudentDto[]> =>
  api.get<TryoutStudentDto[]>(`/student/unassigned?id=${testId}`, { signal });

export const candidatesQueryOptions = (testId: number) =>
  queryOptions({ queryKey: tryoutsKeys.candidates(testId), queryFn: ({ signal }) => getCandidates(testId, signal) });

export const useCandidates = (testId: number) => useQuery(candidatesQueryOptions(testId));
