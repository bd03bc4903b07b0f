import type { GroupDetailsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /group/{id}: the group with its students, possible next-year groups and sub-groups. */
export const getGroup = (groupId: number, signal?: AbortSignal): Promise<GroupDetailsDto> =>
  api.get<GroupDetailsDto>(`/group/${groupId}`, { signal });

export const groupQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: groupsKeys.details(groupId), queryFn: ({ signal }) => getGroup(groupId, signal) });

export const useGroup = (groupId: number) => useQuery(groupQueryOptions(groupId));
