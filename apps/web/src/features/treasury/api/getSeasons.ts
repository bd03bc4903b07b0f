import type { SeasonDto, SeasonOverviewDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys } from './queryKeys';

export type SeasonChoice = Pick<SeasonDto, 'id' | 'label' | 'isCurrent'>;

/** GET /season/: the seasons the figures may be read for. */
export const getSeasons = async (signal?: AbortSignal): Promise<SeasonChoice[]> =>
  (await api.get<Pick<SeasonOverviewDto, 'seasons'>>('/season/', { signal })).seasons;

export const useSeasons = () => useQuery(queryOptions({ queryKey: treasuryKeys.seasons(), queryFn: ({ signal }) => getSeasons(signal) }));
