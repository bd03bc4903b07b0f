import type { RoleDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usersKeys } from './queryKeys';

/** GET /role/: the roles a user may be given (docs/product.md#roles: the list comes from the server). */
export const getRoles = (signal?: AbortSignal): Promise<RoleDto[]> => api.get<RoleDto[]>('/role/', { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    // Reference data: it changes with a new version of the product, not during a visit.
    staleTime: Infinity,
  });

export const useRoles = () => useQuery(rolesQueryOptions());
