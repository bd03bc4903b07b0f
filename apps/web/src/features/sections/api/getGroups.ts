import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** GET /group/: the groups that may be added to a section. */
export const getGroups = (signal?: AbortSignal): Promise<GroupListItemDto[]> =>
  api.get<GroupListItemDto[]>('/group/', { signal });

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: sectionsKeys.groupList(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());
