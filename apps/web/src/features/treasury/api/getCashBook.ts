import type { CashBookDto } from '@club/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { treasuryKeys, type CashBookPeriod } from './queryKeys';

/** `from=…&to=…[&method=…]`: the cash book and its spreadsheet take the same query. */
export const cashBookQuery = ({ from, to, method }: CashBookPeriod): string => {
  const query = new URLSearchParams({ from, to });
  if (method !== null) query.set('method', method);
  return query.toString();
};

/** GET /treasury/cash-book?from=&to=&method=: payments and refunds by the day paid. */
export const getCashBook = (period: CashBookPeriod, signal?: AbortSignal): Promise<CashBookDto> =>
  api.get<CashBookDto>(`/treasury/cash-book?${cashBookQuery(period)}`, { signal });

/** `period` null while the typed days are not a valid period: nothing is asked then. */
export const useCashBook = (period: CashBookPeriod | null) =>
  useQuery(
    queryOptions({
      queryKey: treasuryKeys.cashBook(period ?? { from: '', to: '', method: null }),
      queryFn: period === null ? skipToken : ({ signal }) => getCashBook(period, signal),
      placeholderData: keepPreviousData,
    }),
  );
