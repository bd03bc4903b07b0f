import type { PaymentDto, RecordPaymentInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { paymentsKeys } from './queryKeys';

/** POST /payment/ (admins): one payment split across the family's children; it takes the season's next receipt number. */
export const recordPayment = (body: RecordPaymentInput): Promise<PaymentDto> => api.post<PaymentDto>('/payment/', body);

export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // Every child of the family may have moved: each of their ledgers is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.ledgers() }),
  });
};
