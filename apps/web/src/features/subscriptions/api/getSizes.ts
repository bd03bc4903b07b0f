import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SizeOption } from './types';

export type SizeKind = 'shirt' | 'short';

/** GET /size/shirt and /size/short: reference data, in the club's order. */
export const getSizes = (kind: SizeKind, signal?: AbortSignal): Promise<SizeOption[]> =>
  api.get<SizeOption[]>(`/size/${kind}`, { signal });

export const sizesQueryOptions = (kind: SizeKind) =>
  queryOptions({ queryKey: subscriptionsKeys.sizes(kind), queryFn: ({ signal }) => getSizes(kind, signal), staleTime: Infinity });

export const useSizes = (kind: SizeKind) => useQuery(sizesQueryOptions(kind));
