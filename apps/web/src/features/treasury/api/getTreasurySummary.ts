import type { TreasurySummaryDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys } from './queryKeys';
import { seasonQuery } from './seasonQuery';

/** GET /treasury/summary?season=: expected against received, by section and group, and by method. */
export const getTreasurySummary = (season: number | null, signal?: AbortSignal): Promise<TreasurySummaryDto> =>
  api.get<TreasurySummaryDto>(`/treasury/summary${seasonQuery(season)}`, { signal });

export const useTreasurySummary = (season: number | null) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.summary(season),
      queryFn: ({ signal }) => getTreasurySummary(season, signal),
      placeholderData: keepPreviousData,
    }),
  );
