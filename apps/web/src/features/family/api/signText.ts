import type { AcknowledgementDto, AcknowledgementInput } from '@club/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

export interface SignTextRequest {
  memberId: number;
  input: AcknowledgementInput;
}

/** POST /family/members/:id/acknowledgements: 201 once signed, 200 when it already was. */
export const signText = ({ memberId, input }: SignTextRequest): Promise<AcknowledgementDto> =>
  exchange<AcknowledgementDto>(`/family/members/${memberId}/acknowledgements`, { method: 'POST', body: input });

/**
 * 409: the club published a new version after the family opened the text (it must be read again),
 * or the subscription was cancelled meanwhile (docs/product.md#family-signatures).
 */
export const isSigningConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;

/** Signs, then the home reads again what is still to sign and what is signed; after a conflict too. */
export const useSignText = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signText,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.home() }),
    onError: (error) => {
      if (isSignedOutError(error)) showSignedOut(queryClient);
      else if (isSigningConflict(error)) void queryClient.invalidateQueries({ queryKey: familyKeys.home() });
    },
  });
};
