import type { NextGroupDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /group/{id}/next: every group that may be chosen, flagged when it is a possible next-year group. */
export const getNextGroups = (groupId: number, signal?: AbortSignal): Promise<NextGroupDto[]> =>
  api.get<NextGroupDto[]>(`/group/${groupId}/next`, { signal });

export const nextGroupsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: groupsKeys.next(groupId), queryFn: ({ signal }) => getNextGroups(groupId, signal) });

export const useNextGroups = (groupId: number) => useQuery(nextGroupsQueryOptions(groupId));
