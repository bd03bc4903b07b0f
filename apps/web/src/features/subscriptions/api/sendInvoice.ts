import type { InvoiceMailedDto } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';

/**
 * POST /subscription/{subscriptionId}/attestation: the invoice mail with the attestation
 * attached. 409 CONFLICT until the payment is ticked (PAYMENT_NOT_RECORDED) or without
 * any address (NO_RECIPIENT).
 */
export const sendInvoice = (subscriptionId: number): Promise<InvoiceMailedDto> =>
  api.post<InvoiceMailedDto>(`/subscription/${subscriptionId}/attestation`);

export const useSendInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    // The first invoice mail issues the invoice: the screen shows its reference.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKeys.details() }),
  });
};
