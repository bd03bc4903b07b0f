import type { AttendanceRatesDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SessionPeriod } from './getSessions';
import { sessionsKeys } from './queryKeys';

export const ratesQueryString = (groupId: number, period: SessionPeriod): string =>
  new URLSearchParams({
    groupId: String(groupId),
    startDate: String(period.start.getTime()),
    endDate: String(period.end.getTime()),
  }).toString();

/** GET /session/rates: present, absent and late per member and for the group over a period. */
export const getAttendanceRates = (groupId: number, period: SessionPeriod, signal?: AbortSignal): Promise<AttendanceRatesDto> =>
  api.get<AttendanceRatesDto>(`/session/rates?${ratesQueryString(groupId, period)}`, { signal });

export const attendanceRatesQueryOptions = (groupId: number, period: SessionPeriod) =>
  queryOptions({
    queryKey: sessionsKeys.groupRates(groupId, period.start.getTime(), period.end.getTime()),
    queryFn: ({ signal }) => getAttendanceRates(groupId, period, signal),
  });

/** Not queried while `period` is null (an invalid date in the pickers). */
export const useAttendanceRates = (groupId: number, period: SessionPeriod | null) =>
  useQuery({
    ...attendanceRatesQueryOptions(groupId, period ?? { start: new Date(0), end: new Date(0) }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
