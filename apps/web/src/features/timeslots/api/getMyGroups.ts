import type { GroupListItemDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { timeslotsKeys } from './queryKeys';

export interface SlotGroup {
  id: number;
  name: string;
}

const collator = new Intl.Collator('fr');

/** GET /group/: the groups whose time slots this user reaches; the system groups have none. */
export const getMyGroups = async (signal?: AbortSignal): Promise<SlotGroup[]> => {
  const groups = await api.get<GroupListItemDto[]>('/group/', { signal });
  return groups
    .filter((group) => group.systemRole === null)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

export const myGroupsQueryOptions = () =>
  queryOptions({ queryKey: timeslotsKeys.groups(), queryFn: ({ signal }) => getMyGroups(signal) });

export const useMyGroups = () => useQuery(myGroupsQueryOptions());
