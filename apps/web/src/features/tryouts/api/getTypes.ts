import type { OptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /type/: the types a test may have, labelled in the language of the `lang` cookie. */
export const getTypes = (signal?: AbortSignal): Promise<OptionDto[]> => api.get<OptionDto[]>('/type/', { signal });

export const typesQueryOptions = () =>
  queryOptions({
    queryKey: testsKeys.types(),
    queryFn: ({ signal }) => getTypes(signal),
    // Reference data: it changes with a new version of the product, not during a visit.
    staleTime: Infinity,
  });

export const useTypes = () => useQuery(typesQueryOptions());
