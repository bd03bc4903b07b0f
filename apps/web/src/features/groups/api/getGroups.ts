import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/**
 * GET /group/: every group for admins and section managers, only their own for a coach
 * (SPEC §6), ordered by section with "Aucune" last.
 */
export const getGroups = (signal?: AbortSignal): Promise<GroupListItemDto[]> =>
  api.get<GroupListItemDto[]>('/group/', { signal });

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.list(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupsQueryOptions(), enabled: options.enabled ?? true });
