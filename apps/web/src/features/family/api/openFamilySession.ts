import type { FamilyHomeDto, FamilySessionInput } from '@club/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { exchange } from '@/lib/api/transport';
import { familyKeys } from './queryKeys';

/** POST /family/session: the mailed link's token for the session cookie and the family's home. */
export const openFamilySession = (input: FamilySessionInput): Promise<FamilyHomeDto> =>
  exchange<FamilyHomeDto>('/family/session', { method: 'POST', body: input });

/**
 * A link works once: the same token is never sent twice from one page, however many times a
 * screen mounts (React's strict mode runs effects twice). A failure that left the link unused
 * (the network, the server) may be tried again.
 */
const exchanges = new Map<string, Promise<FamilyHomeDto>>();
const openOnce = (token: string): Promise<FamilyHomeDto> => {
  const known = exchanges.get(token);
  if (known !== undefined) return known;
  const started = openFamilySession({ token }).catch((error: unknown) => {
    if (!isLinkSpent(error)) exchanges.delete(token);
    throw error;
  });
  exchanges.set(token, started);
  return started;
};

/**
 * The server's answer to a link that is unknown, already used or past its time (410), or whose
 * token is not even well formed (400): either way the family needs a new link.
 */
export const isLinkSpent = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'FAMILY_LINK_INVALID' || error.status === 410 || error.status === 400);

/** The exchange, held in the cache for the page's life; its answer is the home the page then shows. */
export const useLinkExchange = (token: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: familyKeys.link(token ?? ''),
      queryFn: async () => {
        const home = await openOnce(token ?? '');
        queryClient.setQueryData(familyKeys.home(), home);
        return home;
      },
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
    enabled: token !== null,
  });
};
