import type { SubGroupDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/** GET /group/{id}/subgroup/: the sub-groups a session may be taken for (docs/product.md#screen-sessions, the pre-step). */
export const getSubGroups = (groupId: number, signal?: AbortSignal): Promise<SubGroupDto[]> =>
  api.get<SubGroupDto[]>(`/group/${groupId}/subgroup/`, { signal });

export const subGroupsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: sessionsKeys.subGroups(groupId), queryFn: ({ signal }) => getSubGroups(groupId, signal) });

/** Waits while no group is chosen yet (`null`). */
export const useSubGroups = (groupId: number | null) => useQuery({ ...subGroupsQueryOptions(groupId ?? 0), enabled: groupId !== null });
