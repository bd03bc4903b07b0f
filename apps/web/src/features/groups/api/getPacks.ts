import type { OptionDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupsKeys } from './queryKeys';

/** GET /pack/: the subscription packs, labelled in the language of the `lang` cookie. */
export const getPacks = (signal?: AbortSignal): Promise<OptionDto[]> => api.get<OptionDto[]>('/pack/', { signal });

export const packsQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.packs(), queryFn: ({ signal }) => getPacks(signal), staleTime: Infinity });

export const usePacks = () => useQuery(packsQueryOptions());
