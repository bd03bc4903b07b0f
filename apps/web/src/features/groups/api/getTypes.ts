import type { OptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

export type GroupTypeOption = OptionDto & { code: string };

/** GET /type/: the group types, labelled in the language of the `lang` cookie. */
export const getTypes = (signal?: AbortSignal): Promise<GroupTypeOption[]> => api.get<GroupTypeOption[]>('/type/', { signal });

export const typesQueryOptions = () =>
  queryOptions({
    queryKey: groupsKeys.types(),
    queryFn: ({ signal }) => getTypes(signal),
    // Reference data: it changes with a new version of the product, not during a visit.
    staleTime: Infinity,
  });

export const useTypes = () => useQuery(typesQueryOptions());
