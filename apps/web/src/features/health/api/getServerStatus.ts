import type { HealthStatusDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const healthKeys = {
  all: ['health'] as const,
  status: () => [...healthKeys.all, 'status'] as const,
};

/** The state is read again while the home screen stays open: a backup may end, a disk fill up. */
const REFRESH_MS = 60_000;

/** GET /health/status: the server's checks with their details (admins only). */
export const getServerStatus = (signal?: AbortSignal): Promise<HealthStatusDto> => api.get<HealthStatusDto>('/health/status', { signal });

export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: healthKeys.status(),
    queryFn: ({ signal }) => getServerStatus(signal),
    refetchInterval: REFRESH_MS,
  });

export const useServerStatus = () => useQuery(serverStatusQueryOptions());
