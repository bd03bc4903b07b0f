import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SubscriptionDetailDto } from '@club/domain';

/** GET /subscription/student/{id}: the member's subscription of the current season. */
export const getSubscription = (studentId: number, signal?: AbortSignal): Promise<SubscriptionDetailDto> =>
  api.get<SubscriptionDetailDto>(`/subscription/student/${studentId}`, { signal });

export const subscriptionQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: subscriptionsKeys.detail(studentId),
    queryFn: ({ signal }) => getSubscription(studentId, signal),
    // The edit screen compares versions: it always starts from what the server has now.
    staleTime: 0,
  });

/** Null (an id that is not one in the address): nothing is asked. */
export const useSubscription = (studentId: number | null) =>
  useQuery({ ...subscriptionQueryOptions(studentId ?? 0), enabled: studentId !== null });
