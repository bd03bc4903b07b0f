import type { CorrectionsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/** The family's corrections of a subscription, by subscription id. */
export const correctionsKey = (subscriptionId: number) => [...subscriptionsKeys.all, 'corrections', subscriptionId] as const;

/** GET /subscription/{id}/corrections: what the family asked to correct from the family space, newest first. */
export const getCorrections = (subscriptionId: number, signal?: AbortSignal): Promise<CorrectionsDto> =>
  api.get<CorrectionsDto>(`/subscription/${subscriptionId}/corrections`, { signal });

export const correctionsQueryOptions = (subscriptionId: number) =>
  queryOptions({ queryKey: correctionsKey(subscriptionId), queryFn: ({ signal }) => getCorrections(subscriptionId, signal) });

export const useCorrections = (subscriptionId: number) => useQuery(correctionsQueryOptions(subscriptionId));
