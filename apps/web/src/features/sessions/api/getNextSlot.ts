import type { NextSlotDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/** GET /timeslot/next: the start of the group's nearest time slot, to pre-fill a new session. */
export const getNextSlot = (groupId: number, signal?: AbortSignal): Promise<NextSlotDto> =>
  api.get<NextSlotDto>(`/timeslot/next?groupId=${groupId}`, { signal });

export const nextSlotQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: sessionsKeys.nextSlot(groupId),
    queryFn: ({ signal }) => getNextSlot(groupId, signal),
    // "Now" moves and slots change on another screen: always asked again when a sheet opens.
    staleTime: 0,
    // No slot is no reason to hold the sheet: it falls back to now.
    retry: false,
  });

/** Waits while the group is unknown (`null`). */
export const useNextSlot = (groupId: number | null) => useQuery({ ...nextSlotQueryOptions(groupId ?? 0), enabled: groupId !== null });
