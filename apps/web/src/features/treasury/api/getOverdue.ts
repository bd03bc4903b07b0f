import type { OverdueListDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys, type OverduePageRequest } from './queryKeys';

/**
 * GET /treasury/overdue?season=&page=&pageSize=&search=: a page of the instalments past their
 * day and unsettled, the most overdue first, with the whole season's totals.
 */
export const getOverdue = ({ season, page, pageSize, search }: OverduePageRequest, signal?: AbortSignal): Promise<OverdueListDto> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (season !== null) query.set('season', String(season));
  if (search !== '') query.set('search', search);
  return api.get<OverdueListDto>(`/treasury/overdue?${query.toString()}`, { signal });
};

export const useOverdue = (request: OverduePageRequest) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.overdue(request),
      queryFn: ({ signal }) => getOverdue(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
