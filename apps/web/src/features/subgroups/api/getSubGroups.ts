import type { SubGroupDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

/** GET /group/{id}/subgroup/: a group's sub-groups with their coaches. */
export const getSubGroups = (groupId: number, signal?: AbortSignal): Promise<SubGroupDto[]> =>
  api.get<SubGroupDto[]>(`/group/${groupId}/subgroup/`, { signal });

export const subGroupsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: subgroupsKeys.ofGroup(groupId), queryFn: ({ signal }) => getSubGroups(groupId, signal) });

export const useSubGroups = (groupId: number) => useQuery(subGroupsQueryOptions(groupId));
