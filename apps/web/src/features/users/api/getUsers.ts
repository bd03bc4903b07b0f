import type { UserDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

/** GET /coach/: every staff account with its roles (admins only). */
export const getUsers = (signal?: AbortSignal): Promise<UserDto[]> => api.get<UserDto[]>('/coach/', { signal });

export const usersQueryOptions = () => queryOptions({ queryKey: usersKeys.list(), queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
