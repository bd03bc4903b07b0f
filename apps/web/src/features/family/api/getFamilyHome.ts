import type { FamilyHomeDto } from '@club/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';
import { isSignedOutError } from './signedOut';

/**
 * GET /family/ with the session cookie the browser holds (the page never sees it): the signed-in
 * address and its members, or null when no session is open, the sign-in form's cue.
 */
export const getFamilyHome = async (signal?: AbortSignal): Promise<FamilyHomeDto | null> => {
  try {
    return await exchange<FamilyHomeDto>('/family/', { signal });
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
};

export const familyHomeQueryOptions = () => queryOptions({ queryKey: familyKeys.home(), queryFn: ({ signal }) => getFamilyHome(signal) });

export const useFamilyHome = ({ enabled }: { enabled: boolean }) => useQuery({ ...familyHomeQueryOptions(), enabled });
