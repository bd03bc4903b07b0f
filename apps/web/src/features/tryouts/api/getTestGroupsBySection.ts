import type { TestSectionGroupsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /test/{id}/groups: the groups by section, each flagged when it is one of the test's possible groups. */
export const getTestGroupsBySection = (testId: number, signal?: AbortSignal): Promise<TestSectionGroupsDto[]> =>
  api.get<TestSectionGroupsDto[]>(`/test/${testId}/groups`, { signal });

export const testGroupsBySectionQueryOptions = (testId: number) =>
  queryOptions({ queryKey: testsKeys.groupsBySection(testId), queryFn: ({ signal }) => getTestGroupsBySection(testId, signal) });

export const useTestGroupsBySection = (testId: number) => useQuery(testGroupsBySectionQueryOptions(testId));
