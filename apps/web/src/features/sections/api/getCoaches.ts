import type { UserDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sectionsKeys } from './queryKeys';

/** GET /coach/role?role=COACH: the staff a section manager is chosen among (SPEC §2 Sections). */
export const getCoaches = (signal?: AbortSignal): Promise<UserDto[]> =>
  api.get<UserDto[]>('/coach/role?role=COACH', { signal });

export const coachesQueryOptions = () =>
  queryOptions({ queryKey: sectionsKeys.coaches(), queryFn: ({ signal }) => getCoaches(signal) });

export const useCoaches = () => useQuery(coachesQueryOptions());
