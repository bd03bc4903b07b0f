import type { TypeOptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/** GET /type/: the group types (a try-out test has one too), labelled in the language of the `lang` cookie. */
export const getGroupTypes = (signal?: AbortSignal): Promise<TypeOptionDto[]> => api.get<TypeOptionDto[]>('/type/', { signal });

export const groupTypesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.groupTypes(),
    queryFn: ({ signal }) => getGroupTypes(signal),
    // Reference data: it changes with a new version of the product, not during a visit.
    staleTime: Infinity,
  });

export const useGroupTypes = () => useQuery(groupTypesQueryOptions());
