import type { FamilyFormsDto, FamilyFormsInput, FamilyFormsSubmittedDto } from '@club/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from '../api/queryKeys';
import { isSignedOutError, showSignedOut } from '../api/signedOut';

/** Under the family's keys: signing out clears it with the rest. */
export const familyFormsKey = () => [...familyKeys.all, 'forms'] as const;

/** GET /family/forms: the forms still to fill, eldest first, each pre-filled as its link's page is. */
export const getFamilyForms = (signal?: AbortSignal): Promise<FamilyFormsDto> => exchange<FamilyFormsDto>('/family/forms', { signal });

/** Read once when the flow opens: a refetch must never pull the rug from under a parent who is typing. */
export const useFamilyForms = () =>
  useQuery({
    queryKey: familyFormsKey(),
    queryFn: ({ signal }) => getFamilyForms(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * POST /family/forms (docs/product.md#family-forms): every form checked before any is recorded; the
 * same pass sent again answers the same, so a retry after a lost answer is safe. The home is read
 * again afterwards: the members are then STARTED, with their documents.
 */
export const submitFamilyForms = (input: FamilyFormsInput): Promise<FamilyFormsSubmittedDto> =>
  exchange<FamilyFormsSubmittedDto>('/family/forms', { method: 'POST', body: input });

export const useSubmitFamilyForms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFamilyForms,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: familyFormsKey() });
      await queryClient.invalidateQueries({ queryKey: familyKeys.home() });
    },
    onError: (error) => {
      if (isSignedOutError(error)) showSignedOut(queryClient);
    },
  });
};
