import type { TryoutCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** GET /test/{id}: the test with its possible groups and its version. */
export const getTryout = (testId: number, signal?: AbortSignal): Promise<TryoutCardDto> =>
  api.get<TryoutCardDto>(`/test/${testId}`, { signal });

export const tryoutQueryOptions = (testId: number) =>
  queryOptions({ queryKey: tryoutsKeys.details(testId), queryFn: ({ signal }) => getTryout(testId, signal) });

export const useTryout = (testId: number) => useQuery(tryoutQueryOptions(testId));
