import type { TimeSlotDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { timeslotsKeys } from './queryKeys';

/** Monday first, then by start time. */
const byWeekAndTime = (a: TimeSlotDto, b: TimeSlotDto): number => a.weekday - b.weekday || a.start.localeCompare(b.start);

/** GET /timeslot?groupId=: a group's weekly time slots. */
export const getTimeSlots = async (groupId: number, signal?: AbortSignal): Promise<TimeSlotDto[]> =>
  (await api.get<TimeSlotDto[]>(`/timeslot?groupId=${groupId}`, { signal })).sort(byWeekAndTime);

export const timeSlotsQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: timeslotsKeys.list(groupId), queryFn: ({ signal }) => getTimeSlots(groupId, signal) });

/** Waits while no group is chosen (`null`). */
export const useTimeSlots = (groupId: number | null) => useQuery({ ...timeSlotsQueryOptions(groupId ?? 0), enabled: groupId !== null });
