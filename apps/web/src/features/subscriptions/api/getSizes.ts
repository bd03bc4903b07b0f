import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SizeOptionDto } from '@club/domain';

export type SizeKind = 'shirt' | 'short';

/** GET /size/shirt and /size/short: reference data, in the club's order. */
export const getSizes = (kind: SizeKind, signal?: AbortSignal): Promise<SizeOptionDto[]> =>
  api.get<SizeOptionDto[]>(`/size/${kind}`, { signal });

export const sizesQueryOptions = (kind: SizeKind) =>
  queryOptions({ queryKey: subscriptionsKeys.sizes(kind), queryFn: ({ signal }) => getSizes(kind, signal), staleTime: Infinity });

export const useSizes = (kind: SizeKind) => useQuery(sizesQueryOptions(kind));
