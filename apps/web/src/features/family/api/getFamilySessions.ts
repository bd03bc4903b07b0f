import type { FamilySessionsDto } from '@club/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError, showSignedOut } from './signedOut';

/** GET /family/sessions: the devices signed in to this address, this one flagged `current`. */
export const getFamilySessions = (signal?: AbortSignal): Promise<FamilySessionsDto> =>
  exchange<FamilySessionsDto>('/family/sessions', { signal });

export const useFamilySessions = () => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: familyKeys.sessions(),
    queryFn: async ({ signal }) => {
      try {
        return await getFamilySessions(signal);
      } catch (error) {
        // Ended from another device meanwhile: back to the sign-in form.
        if (isSignedOutError(error)) showSignedOut(queryClient);
        throw error;
      }
    },
  });
};
