import type { RecordReductionInput, SubscriptionLedgerDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentsKeys } from './queryKeys';

export interface ReductionRequest {
  subscriptionId: number;
  body: RecordReductionInput;
}

/** POST /subscription/{id}/reductions (admins): a reduction granted with its reason; answers the ledger as it now stands. */
export const recordReduction = ({ subscriptionId, body }: ReductionRequest): Promise<SubscriptionLedgerDto> =>
  api.post<SubscriptionLedgerDto>(`/subscription/${subscriptionId}/reductions`, body);

export const useRecordReduction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReduction,
    onSuccess: async (ledger, { subscriptionId }) => {
      queryClient.setQueryData(paymentsKeys.ledger(subscriptionId), ledger);
      // A reduction can move the family's ranking, hence the other children's ledgers too.
      await queryClient.invalidateQueries({
        queryKey: paymentsKeys.ledgers(),
        predicate: (query) => query.queryKey[2] !== subscriptionId,
      });
    },
  });
};
