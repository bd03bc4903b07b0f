import type { CalendarLinkDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarKeys } from './queryKeys';

/** GET /calendar/coach/link: the signed-in staff member's own feed, every group they reach (docs/product.md#calendar-feeds). */
export const getCoachCalendarLink = (signal?: AbortSignal): Promise<CalendarLinkDto> =>
  api.get<CalendarLinkDto>('/calendar/coach/link', { signal });

export const coachCalendarLinkQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.coachLink(),
    queryFn: ({ signal }) => getCoachCalendarLink(signal),
    // A private link: asked when the dialog opens, not kept once it closes.
    staleTime: 0,
    gcTime: 0,
  });

export const useCoachCalendarLink = (enabled: boolean) => useQuery({ ...coachCalendarLinkQueryOptions(), enabled });
