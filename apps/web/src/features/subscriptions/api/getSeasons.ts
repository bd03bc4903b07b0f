import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SeasonChoice } from './types';

interface SeasonOverview {
  seasons: SeasonChoice[];
}

/** GET /season/: the seasons the list may show (the current one, the next one once renewals opened). */
export const getSeasons = async (signal?: AbortSignal): Promise<SeasonChoice[]> =>
  (await api.get<SeasonOverview>('/season/', { signal })).seasons;

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.seasons(), queryFn: ({ signal }) => getSeasons(signal) });

export const useSeasons = () => useQuery(seasonsQueryOptions());
