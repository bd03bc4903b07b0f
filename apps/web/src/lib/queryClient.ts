import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';

const MAX_RETRIES = 1;

/** A client error will not change by asking again; a network or server failure might. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs once even when the browser says it is offline, so the pool side's
      // screens get the answers kept on the phone (docs/product.md#offline-attendance); retries wait for the network.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
