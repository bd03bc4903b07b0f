import type { SessionListRowDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

export interface SessionPeriod {
  start: Date;
  end: Date;
}

/**
 * GET /session?startDate=&endDate=&login= (milliseconds; docs/product.md#api). `login` is the
 * historical coach flag: the server takes rights from the token, the flag is only sent along.
 */
export const getSessions = (period: SessionPeriod, coachLogin: string | null, signal?: AbortSignal): Promise<SessionListRowDto[]> => {
  const query = new URLSearchParams({
    startDate: String(period.start.getTime()),
    endDate: String(period.end.getTime()),
  });
  if (coachLogin !== null) query.set('login', coachLogin);
  return api.get<SessionListRowDto[]>(`/session?${query.toString()}`, { signal });
};

export const sessionsQueryOptions = (period: SessionPeriod, coachLogin: string | null) =>
  queryOptions({
    queryKey: sessionsKeys.list(period.start.getTime(), period.end.getTime()),
    queryFn: ({ signal }) => getSessions(period, coachLogin, signal),
  });

/** Not queried while `period` is null (an invalid date in the pickers, docs/product.md#validation). */
export const useSessions = (period: SessionPeriod | null, coachLogin: string | null) =>
  useQuery({
    ...sessionsQueryOptions(period ?? { start: new Date(0), end: new Date(0) }, coachLogin),
    enabled: period !== null,
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
