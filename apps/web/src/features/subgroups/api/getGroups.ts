import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

/** GET /group/: the groups whose sub-groups one may manage (every group, for admins and section managers). */
export const getGroups = (signal?: AbortSignal): Promise<GroupListItemDto[]> => api.get<GroupListItemDto[]>('/group/', { signal });

export const groupListQueryOptions = () =>
  queryOptions({ queryKey: subgroupsKeys.groupList(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupListQueryOptions());
