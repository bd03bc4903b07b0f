import type { PaymentDto, RecordRefundInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentsKeys } from './queryKeys';

/** POST /payment/refunds (admins): money given back, at most what each subscription paid; no receipt. */
export const recordRefund = (body: RecordRefundInput): Promise<PaymentDto> => api.post<PaymentDto>('/payment/refunds', body);

export const useRecordRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.ledgers() }),
  });
};
