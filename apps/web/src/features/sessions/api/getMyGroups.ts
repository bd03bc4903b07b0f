import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/** What the session screens need of a group. */
export interface SessionGroup {
  id: number;
  name: string;
}

const collator = new Intl.Collator('fr');

/**
 * GET /group/: the groups this user may record sessions for (a coach gets only theirs,
 * SPEC §6). The system groups ("Aucun", removed members) hold no training.
 */
export const getMyGroups = async (signal?: AbortSignal): Promise<SessionGroup[]> => {
  const groups = await api.get<GroupListItemDto[]>('/group/', { signal });
  return groups
    .filter((group) => group.systemRole === null)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

export const myGroupsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKeys.groups(), queryFn: ({ signal }) => getMyGroups(signal) });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
