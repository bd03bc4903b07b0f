import type { ClubText, ClubTextKey } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/texts/{key}: the Markdown sources in both languages the editor starts from. */
export const getClubText = (key: ClubTextKey, signal?: AbortSignal): Promise<ClubText> =>
  api.get<ClubText>(`/club/texts/${key}`, { signal });

export const clubTextQueryOptions = (key: ClubTextKey) =>
  queryOptions({
    queryKey: clubKeys.text(key),
    queryFn: ({ signal }) => getClubText(key, signal),
    // An admin is typing over these sources: a refetch on focus must not replace them under the cursor.
    refetchOnWindowFocus: false,
  });

export const useClubText = (key: ClubTextKey) => useQuery(clubTextQueryOptions(key));
