import type { SeasonOverviewDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { seasonsKeys } from './queryKeys';

/** GET /season/: current and next season, and how many renewals are waiting (admins only). */
export const getSeasonOverview = (signal?: AbortSignal): Promise<SeasonOverviewDto> => api.get<SeasonOverviewDto>('/season/', { signal });

export const seasonOverviewQueryOptions = () =>
  queryOptions({ queryKey: seasonsKeys.overview(), queryFn: ({ signal }) => getSeasonOverview(signal), staleTime: 0 });

export const useSeasonOverview = () => useQuery(seasonOverviewQueryOptions());
