import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/**
 * GET /group/: every group for admins and section managers, only their own for a coach
 * (docs/product.md#roles), ordered by section with "Aucune" last.
 */
export const getGroups = (signal?: AbortSignal): Promise<GroupListItemDto[]> => api.get<GroupListItemDto[]>('/group/', { signal });

export const groupsQueryOptions = () => queryOptions({ queryKey: referenceKeys.groups(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQueryOptions());
