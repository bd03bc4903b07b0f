import type { TestGroupOptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /test/groups: every group that may be a test's possible group, by section then name. */
export const getGroupOptions = (signal?: AbortSignal): Promise<TestGroupOptionDto[]> =>
  api.get<TestGroupOptionDto[]>('/test/groups', { signal });

export const groupOptionsQueryOptions = () =>
  queryOptions({ queryKey: testsKeys.groupOptions(), queryFn: ({ signal }) => getGroupOptions(signal) });

export const useGroupOptions = () => useQuery(groupOptionsQueryOptions());
