import type { TryoutGroupOptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tryoutsKeys } from './queryKeys';

/** GET /test/groups: every group that may be a test's possible group, by section then name. */
export const getGroupOptions = (signal?: AbortSignal): Promise<TryoutGroupOptionDto[]> =>
  api.get<TryoutGroupOptionDto[]>('/test/groups', { signal });

export const groupOptionsQueryOptions = () =>
  queryOptions({ queryKey: tryoutsKeys.groupOptions(), queryFn: ({ signal }) => getGroupOptions(signal) });

export const useGroupOptions = () => useQuery(groupOptionsQueryOptions());
