import type { PlannedSessionDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { planningKeys } from './queryKeys';

/** GET /planning?fromDay&toDay[&groupId]: the planned sessions of those days the user reaches, by start. */
export const getPlanning = (fromDay: string, toDay: string, groupId: number | null, signal?: AbortSignal): Promise<PlannedSessionDto[]> => {
  const query = new URLSearchParams({ fromDay, toDay });
  if (groupId !== null) query.set('groupId', String(groupId));
  return api.get<PlannedSessionDto[]>(`/planning?${query.toString()}`, { signal });
};

export const usePlanning = (fromDay: string, toDay: string, groupId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: planningKeys.week(fromDay, toDay, groupId),
      queryFn: ({ signal }) => getPlanning(fromDay, toDay, groupId, signal),
      // The week shown stays while the next one loads: the buttons do not jump.
      placeholderData: keepPreviousData,
    }),
  );
