import type { FamilyPaymentsDto } from '@club/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, exchange } from '@/lib/api/transport';
import { familyKeys } from '../api/queryKeys';
import { isSignedOutError, showSignedOut } from '../api/signedOut';

/** GET /family/payments: what each of the family's subscriptions owes and has paid, and the payments with their receipts. */
export const getFamilyPayments = (signal?: AbortSignal): Promise<FamilyPaymentsDto> =>
  exchange<FamilyPaymentsDto>('/family/payments', { signal });

export const useFamilyPayments = () => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: familyKeys.payments(),
    queryFn: async ({ signal }) => {
      try {
        return await getFamilyPayments(signal);
      } catch (error) {
        // Ended from another device meanwhile: back to the sign-in form.
        if (isSignedOutError(error)) showSignedOut(queryClient);
        throw error;
      }
    },
  });
};

/** GET /family/payments/:id/receipt, as a plain link: the browser sends the family's cookie (and the language's) with it. */
export const receiptUrl = (paymentId: number): string => `${API_BASE}/family/payments/${paymentId}/receipt`;

/**
 * GET /family/members/:id/payment-attestation?season=: what was paid for the child's season,
 * certified for a works council or a health insurer, as a plain link like the receipts.
 */
export const paymentAttestationUrl = (memberId: number, seasonLabel: string): string =>
  `${API_BASE}/family/members/${memberId}/payment-attestation?season=${encodeURIComponent(seasonLabel)}`;
