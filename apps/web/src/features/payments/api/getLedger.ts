import type { SubscriptionLedgerDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentsKeys } from './queryKeys';

/** GET /subscription/{id}/ledger (admins): what the subscription owes and what its family paid (docs/product.md#fees-and-payments). */
export const getLedger = (subscriptionId: number, signal?: AbortSignal): Promise<SubscriptionLedgerDto> =>
  api.get<SubscriptionLedgerDto>(`/subscription/${subscriptionId}/ledger`, { signal });

export const ledgerQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: paymentsKeys.ledger(subscriptionId),
    queryFn: ({ signal }) => getLedger(subscriptionId, signal),
    // Money at the counter: always what the server has now, since another desk may have just taken a payment.
    staleTime: 0,
  });

export const useLedger = (subscriptionId: number) => useQuery(ledgerQueryOptions(subscriptionId));
