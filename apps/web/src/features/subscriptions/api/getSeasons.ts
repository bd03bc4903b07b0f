import type { SeasonDto, SeasonOverviewDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/** Only what the list's season choice needs of a season. */
export type SeasonChoice = Pick<SeasonDto, 'id' | 'label' | 'isCurrent'>;

/** GET /season/: the seasons the list may show (the current one, the next one once renewals opened). */
export const getSeasons = async (signal?: AbortSignal): Promise<SeasonChoice[]> =>
  (await api.get<Pick<SeasonOverviewDto, 'seasons'>>('/season/', { signal })).seasons;

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.seasons(), queryFn: ({ signal }) => getSeasons(signal) });

export const useSeasons = () => useQuery(seasonsQueryOptions());
