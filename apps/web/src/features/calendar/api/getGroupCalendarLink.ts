import type { CalendarLinkDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarKeys } from './queryKeys';

/** GET /calendar/group/{id}/link: the group's private feed URL (docs/product.md#calendar-feeds). */
export const getGroupCalendarLink = (groupId: number, signal?: AbortSignal): Promise<CalendarLinkDto> =>
  api.get<CalendarLinkDto>(`/calendar/group/${groupId}/link`, { signal });

export const groupCalendarLinkQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: calendarKeys.groupLink(groupId),
    queryFn: ({ signal }) => getGroupCalendarLink(groupId, signal),
    // A private link: asked when the dialog opens, not kept once it closes.
    staleTime: 0,
    gcTime: 0,
  });

/** Waits while no group is named (`null`): the dialog is closed or shows another feed. */
export const useGroupCalendarLink = (groupId: number | null) =>
  useQuery({ ...groupCalendarLinkQueryOptions(groupId ?? 0), enabled: groupId !== null });
