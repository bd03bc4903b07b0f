import type { SetInstalmentPlanInput, SubscriptionLedgerDto } from '@club/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentsKeys } from './queryKeys';

export interface InstalmentPlanRequest {
  subscriptionId: number;
  body: SetInstalmentPlanInput;
}

/** PUT /subscription/{id}/instalments (admins): the plan's count and first due day; answers the ledger as it now stands. */
export const setInstalmentPlan = ({ subscriptionId, body }: InstalmentPlanRequest): Promise<SubscriptionLedgerDto> =>
  api.put<SubscriptionLedgerDto>(`/subscription/${subscriptionId}/instalments`, body);

/** DELETE /subscription/{id}/instalments (admins): the charge is due at once again. */
export const removeInstalmentPlan = (subscriptionId: number): Promise<SubscriptionLedgerDto> =>
  api.delete<SubscriptionLedgerDto>(`/subscription/${subscriptionId}/instalments`);

/** This ledger as answered; the family's other ledgers show the child's plan too, so they are read again. */
const planChanged = async (queryClient: QueryClient, subscriptionId: number, ledger: SubscriptionLedgerDto) => {
  queryClient.setQueryData(paymentsKeys.ledger(subscriptionId), ledger);
  await queryClient.invalidateQueries({ queryKey: paymentsKeys.ledgers(), predicate: (query) => query.queryKey[2] !== subscriptionId });
};

export const useSetInstalmentPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInstalmentPlan,
    onSuccess: (ledger, { subscriptionId }) => planChanged(queryClient, subscriptionId, ledger),
  });
};

export const useRemoveInstalmentPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstalmentPlan,
    onSuccess: (ledger, subscriptionId) => planChanged(queryClient, subscriptionId, ledger),
  });
};
