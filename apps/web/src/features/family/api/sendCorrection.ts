import type { CorrectableDetailsDto, CorrectionDto, CorrectionInput } from '@club/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

export interface SendCorrectionRequest {
  memberId: number;
  input: CorrectionInput;
}

/** POST /family/members/:id/corrections: 201 with the correction waiting for staff (merged into one already waiting). */
export const sendCorrection = ({ memberId, input }: SendCorrectionRequest): Promise<CorrectionDto> =>
  exchange<CorrectionDto>(`/family/members/${memberId}/corrections`, { method: 'POST', body: input });

/**
 * 409: the subscription can no longer be corrected from the family space: staff validated or cancelled
 * it meanwhile (docs/product.md#family-corrections).
 */
export const isCorrectionClosed = (error: unknown): boolean => isApiError(error) && error.status === 409;

/** GET /family/members/:id/details: the values on file and the sizes, labelled in the page's language (its `lang` cookie). */
export const getCorrectableDetails = (memberId: number, signal?: AbortSignal): Promise<CorrectableDetailsDto> =>
  exchange<CorrectableDetailsDto>(`/family/members/${memberId}/details`, { signal });

/** A member's details on file, under the family's entries so that signing out clears them. */
const detailsKey = (memberId: number, language: string) => [...familyKeys.all, 'correctionDetails', memberId, language] as const;

/**
 * What the correction dialog starts from, read each time it opens: the club may have changed the
 * file since (a correction applied), and a form opened on old values would ask for them back. Not
 * kept once the dialog is closed. A 409 says the subscription takes no correction any more: the
 * home is read again so the card shows where it stands.
 */
export const useCorrectableDetails = (memberId: number, language: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: detailsKey(memberId, language),
    queryFn: async ({ signal }) => {
      try {
        return await getCorrectableDetails(memberId, signal);
      } catch (error) {
        if (isSignedOutError(error)) showSignedOut(queryClient);
        else if (isCorrectionClosed(error)) void queryClient.invalidateQueries({ queryKey: familyKeys.home() });
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
  });
};

/** Sends, then the home reads again where the correction stands; after a refusal of the whole correction too. */
export const useSendCorrection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.home() }),
    onError: (error) => {
      if (isSignedOutError(error)) showSignedOut(queryClient);
      else if (isCorrectionClosed(error)) void queryClient.invalidateQueries({ queryKey: familyKeys.home() });
    },
  });
};
