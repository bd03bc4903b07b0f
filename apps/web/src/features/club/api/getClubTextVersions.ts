import type { ClubTextKey, ClubTextSummary } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/texts/{key}/versions: every published version of a text, newest first. */
export const getClubTextVersions = (key: ClubTextKey, signal?: AbortSignal): Promise<ClubTextSummary[]> =>
  api.get<ClubTextSummary[]>(`/club/texts/${key}/versions`, { signal });

export const clubTextVersionsQueryOptions = (key: ClubTextKey) =>
  queryOptions({ queryKey: clubKeys.textVersions(key), queryFn: ({ signal }) => getClubTextVersions(key, signal) });

export const useClubTextVersions = (key: ClubTextKey) => useQuery(clubTextVersionsQueryOptions(key));
