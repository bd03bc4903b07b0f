import { isClubAdmin, type ClubAdmin, type ClubPublic } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club with the admin's token: every field and the version a save must carry. */
export const getClub = async (signal?: AbortSignal): Promise<ClubAdmin> => {
  const club = await api.get<ClubPublic | ClubAdmin>('/club', { signal });
  // Only an admin's token brings the private fields: without them there is nothing to edit.
  if (!isClubAdmin(club)) throw new ApiError(403, 'FORBIDDEN', 'The club settings are the administrators’');
  return club;
};

export const clubQueryOptions = () => queryOptions({ queryKey: clubKeys.identity(), queryFn: ({ signal }) => getClub(signal) });

export const useClub = () => useQuery(clubQueryOptions());
