import type { TryoutSectionGroupsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** GET /test/{id}/groups: the groups by section, each flagged when it is one of the test's possible groups. */
export const getTryoutGroupsBySection = (testId: number, signal?: AbortSignal): Promise<TryoutSectionGroupsDto[]> =>
  api.get<TryoutSectionGroupsDto[]>(`/test/${testId}/groups`, { signal });

export const tryoutGroupsBySectionQueryOptions = (testId: number) =>
  queryOptions({ queryKey: tryoutsKeys.groupsBySection(testId), queryFn: ({ signal }) => getTryoutGroupsBySection(testId, signal) });

export const useTryoutGroupsBySection = (testId: number) => useQuery(tryoutGroupsBySectionQueryOptions(testId));
