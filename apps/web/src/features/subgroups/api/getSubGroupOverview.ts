import type { SubGroupOverviewDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subgroupsKeys } from './queryKeys';

/** GET /group/{id}/subgroup/overview: the group, its sub-groups, its students and the coaches to choose from. */
export const getSubGroupOverview = (groupId: number, signal?: AbortSignal): Promise<SubGroupOverviewDto> =>
  api.get<SubGroupOverviewDto>(`/group/${groupId}/subgroup/overview`, { signal });

export const subGroupOverviewQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: subgroupsKeys.overview(groupId), queryFn: ({ signal }) => getSubGroupOverview(groupId, signal) });

export const useSubGroupOverview = (groupId: number) => useQuery(subGroupOverviewQueryOptions(groupId));
