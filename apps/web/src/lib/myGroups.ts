import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A group the user works with: what the session and time-slot screens need of it. */
export interface MyGroup {
  id: number;
  name: string;
}

const collator = new Intl.Collator('fr');

/**
 * GET /group/: the groups this user reaches (a coach gets only theirs, SPEC §6), by name.
 * The system groups ("Aucun", removed members) hold no training and no time slot.
 */
export const getMyGroups = async (signal?: AbortSignal): Promise<MyGroup[]> => {
  const groups = await api.get<GroupListItemDto[]>('/group/', { signal });
  return groups
    .filter((group) => group.systemRole === null)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

export const myGroupsQueryOptions = () => queryOptions({ queryKey: ['my-groups'], queryFn: ({ signal }) => getMyGroups(signal) });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
