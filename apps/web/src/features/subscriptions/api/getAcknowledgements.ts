import type { StaffAcknowledgementsDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/** GET /subscription/{id}/acknowledgements: the texts the family signed online, who signed, when and from where. */
export const getAcknowledgements = (subscriptionId: number, signal?: AbortSignal): Promise<StaffAcknowledgementsDto> =>
  api.get<StaffAcknowledgementsDto>(`/subscription/${subscriptionId}/acknowledgements`, { signal });

export const acknowledgementsQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: subscriptionsKeys.acknowledgements(subscriptionId),
    queryFn: ({ signal }) => getAcknowledgements(subscriptionId, signal),
  });

export const useAcknowledgements = (subscriptionId: number) => useQuery(acknowledgementsQueryOptions(subscriptionId));
