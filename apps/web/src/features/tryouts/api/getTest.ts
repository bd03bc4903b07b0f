import type { TestCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /test/{id}: the test with its possible groups and its version. */
export const getTest = (testId: number, signal?: AbortSignal): Promise<TestCardDto> =>
  api.get<TestCardDto>(`/test/${testId}`, { signal });

export const testQueryOptions = (testId: number) =>
  queryOptions({ queryKey: testsKeys.details(testId), queryFn: ({ signal }) => getTest(testId, signal) });

export const useTest = (testId: number) => useQuery(testQueryOptions(testId));
