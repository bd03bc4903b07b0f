import type { TestCardDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { testsKeys } from './queryKeys';

/** GET /test/: every test by date; `available`: only those in the future with places left. */
export const getTests = (available: boolean, signal?: AbortSignal): Promise<TestCardDto[]> =>
  api.get<TestCardDto[]>(available ? '/test/?available=true' : '/test/', { signal });

export const testsQueryOptions = (available = false) =>
  queryOptions({ queryKey: testsKeys.list(available), queryFn: ({ signal }) => getTests(available, signal) });

export const useTests = (available = false) => useQuery(testsQueryOptions(available));
