import type { OverdueListDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys } from './queryKeys';
import { seasonQuery } from './seasonQuery';

/** GET /treasury/overdue?season=: every instalment past its day and unsettled, the most overdue first. */
export const getOverdue = (season: number | null, signal?: AbortSignal): Promise<OverdueListDto> =>
  api.get<OverdueListDto>(`/treasury/overdue${seasonQuery(season)}`, { signal });

export const useOverdue = (season: number | null) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.overdue(season),
      queryFn: ({ signal }) => getOverdue(season, signal),
      placeholderData: keepPreviousData,
    }),
  );
