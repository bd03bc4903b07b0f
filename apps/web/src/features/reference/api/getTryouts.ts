import type { TryoutCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referenceKeys } from './queryKeys';

/** GET /test/: every try-out test by date; `available`: only those in the future with places left. */
export const getTryouts = (available: boolean, signal?: AbortSignal): Promise<TryoutCardDto[]> =>
  api.get<TryoutCardDto[]>(available ? '/test/?available=true' : '/test/', { signal });

export const tryoutsQueryOptions = (available = false) =>
  queryOptions({ queryKey: referenceKeys.tryouts(available), queryFn: ({ signal }) => getTryouts(available, signal) });

export const useTryouts = (available = false) => useQuery(tryoutsQueryOptions(available));
