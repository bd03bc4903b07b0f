import type { CashBookDto } from '@club/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys, type CashBookPageRequest, type CashBookPeriod } from './queryKeys';

/** `from=…&to=…[&method=…]`: the cash book and its spreadsheet take the same period. */
export const cashBookQuery = ({ from, to, method }: CashBookPeriod): string => {
  const query = new URLSearchParams({ from, to });
  if (method !== null) query.set('method', method);
  return query.toString();
};

/**
 * GET /treasury/cash-book?from=&to=&method=&page=&pageSize=: a page of the payments and refunds
 * by the day paid, with the whole period's count and totals per method.
 */
export const getCashBook = ({ period, page, pageSize }: CashBookPageRequest, signal?: AbortSignal): Promise<CashBookDto> =>
  api.get<CashBookDto>(`/treasury/cash-book?${cashBookQuery(period)}&page=${page}&pageSize=${pageSize}`, { signal });

/** `period` null while the typed days are not a valid period: nothing is asked then. */
export const useCashBook = (period: CashBookPeriod | null, page: number, pageSize: number) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.cashBook({ period: period ?? { from: '', to: '', method: null }, page, pageSize }),
      queryFn: period === null ? skipToken : ({ signal }) => getCashBook({ period, page, pageSize }, signal),
      placeholderData: keepPreviousData,
    }),
  );
