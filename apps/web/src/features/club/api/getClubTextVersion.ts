import type { ClubText, ClubTextKey } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/texts/{key}/versions/{version}: a published version as it was, for staff to read what a family accepted. */
export const getClubTextVersion = (key: ClubTextKey, version: number, signal?: AbortSignal): Promise<ClubText> =>
  api.get<ClubText>(`/club/texts/${key}/versions/${version}`, { signal });

export const clubTextVersionQueryOptions = (key: ClubTextKey, version: number) =>
  queryOptions({
    queryKey: clubKeys.textVersion(key, version),
    queryFn: ({ signal }) => getClubTextVersion(key, version, signal),
    // A published version never changes.
    staleTime: Infinity,
  });

export const useClubTextVersion = (key: ClubTextKey, version: number) => useQuery(clubTextVersionQueryOptions(key, version));
