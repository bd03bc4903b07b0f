import type { SessionStudentDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionsKeys } from './queryKeys';

/** GET /student/session: who goes on the sheet. `subGroupId` 0 is the whole group (docs/product.md#screen-sessions). */
export const getSessionStudents = (groupId: number, subGroupId: number, signal?: AbortSignal): Promise<SessionStudentDto[]> => {
  const query = new URLSearchParams({ groupId: String(groupId) });
  if (subGroupId !== 0) query.set('subGroupId', String(subGroupId));
  return api.get<SessionStudentDto[]>(`/student/session?${query.toString()}`, { signal });
};

export const sessionStudentsQueryOptions = (groupId: number, subGroupId: number) =>
  queryOptions({
    queryKey: sessionsKeys.students(groupId, subGroupId),
    queryFn: ({ signal }) => getSessionStudents(groupId, subGroupId, signal),
    // The sheet copies the list once; names are not kept once the screen is left (docs/product.md#sessions-attendance).
    gcTime: 60_000,
    staleTime: 60_000,
  });

/** Waits while the group is unknown (`null`). */
export const useSessionStudents = (groupId: number | null, subGroupId: number) =>
  useQuery({ ...sessionStudentsQueryOptions(groupId ?? 0, subGroupId), enabled: groupId !== null });
