import type { UserDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/** GET /coach/role?role=COACH: the staff who may coach a group or manage a section. */
export const getCoaches = (signal?: AbortSignal): Promise<UserDto[]> => api.get<UserDto[]>('/coach/role?role=COACH', { signal });

export const coachesQueryOptions = () => queryOptions({ queryKey: referenceKeys.coaches(), queryFn: ({ signal }) => getCoaches(signal) });

export const useCoaches = () => useQuery(coachesQueryOptions());
