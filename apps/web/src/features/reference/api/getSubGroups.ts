import type { SubGroupDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/**
 * GET /group/{id}/subgroup/: a group's sub-groups with their coaches, read by the sub-group list
 * and by the session pre-step (docs/product.md#screen-sessions).
 */
export const getSubGroups = (groupId: number, signal?: AbortSignal): Promise<SubGroupDto[]> =>
  api.get<SubGroupDto[]>(`/group/${groupId}/subgroup/`, { signal });

export const subGroupsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: referenceKeys.subGroups(groupId), queryFn: ({ signal }) => getSubGroups(groupId, signal) });

/** Waits while no group is chosen yet (`null`). */
export const useSubGroups = (groupId: number | null) => useQuery({ ...subGroupsQueryOptions(groupId ?? 0), enabled: groupId !== null });
