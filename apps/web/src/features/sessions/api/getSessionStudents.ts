import type { SessionStudentDto } from '@club/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/**
 * GET /student/session: who goes on the sheet. `subGroupId` 0 is the whole group (docs/product.md#screen-sessions).
 * `dateMs`: the sheet's date, for the health flags and the absences families reported for that day
 * (docs/product.md#absences); without it the server takes now.
 */
export const getSessionStudents = (
  groupId: number,
  subGroupId: number,
  dateMs?: number,
  signal?: AbortSignal,
): Promise<SessionStudentDto[]> => {
  const query = new URLSearchParams({ groupId: String(groupId) });
  if (subGroupId !== 0) query.set('subGroupId', String(subGroupId));
  if (dateMs !== undefined) query.set('date', String(dateMs));
  return api.get<SessionStudentDto[]>(`/student/session?${query.toString()}`, { signal });
};

export const sessionStudentsQueryOptions = (groupId: number, subGroupId: number, dateMs?: number) =>
  queryOptions({
    queryKey: sessionsKeys.students(groupId, subGroupId, dateMs),
    queryFn: ({ signal }) => getSessionStudents(groupId, subGroupId, dateMs, signal),
    // The sheet copies the list once; names are not kept once the screen is left (docs/product.md#sessions-attendance).
    gcTime: 60_000,
    staleTime: 60_000,
  });

/** Waits while the group is unknown (`null`). */
export const useSessionStudents = (groupId: number | null, subGroupId: number, dateMs?: number) =>
  useQuery({ ...sessionStudentsQueryOptions(groupId ?? 0, subGroupId, dateMs), enabled: groupId !== null });

/**
 * The students of an opened sheet for its date, asked again when the date moves to another day:
 * who is excused changes with the day, the ticks do not (docs/product.md#absences). The previous
 * answer stays until the next one arrives. Waits while `sheet` is null.
 */
export const useSheetDayStudents = (sheet: { groupId: number; subGroupId: number } | null, dateMs: number) =>
  useQuery({
    ...sessionStudentsQueryOptions(sheet?.groupId ?? 0, sheet?.subGroupId ?? 0, dateMs),
    enabled: sheet !== null,
    placeholderData: keepPreviousData,
  });
