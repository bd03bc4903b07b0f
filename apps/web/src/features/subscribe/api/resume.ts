import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { takeEarlyAnswer, getResume, takeEarly } from './earlyResume';

export const resumeKey = (token: string) => ['subscribe', 'resume', token] as const;

export const resumeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resumeKey(token),
    queryFn: ({ signal }) => takeEarly(token) ?? getResume(token, signal),
    // Already here when the page first renders (asked for as it started): no loading pass.
    initialData: () => takeEarlyAnswer(token),
    // Loaded once: a refetch must never pull the rug from under a parent who is typing.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnReconnect: false,
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export { getResume, prefetchResume } from './earlyResume';

export const useResume = (token: string) => useQuery(resumeQueryOptions(token));

/**
 * What the server answers (docs/product.md#errors): an unknown or revoked link, an expired one and
 * the link of a subscription the club cancelled are 404s that say which.
 */
export type LinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED' | 'SUBSCRIPTION_CANCELLED';

export const linkProblemOf = (error: unknown): LinkProblem | null => {
  if (!isApiError(error) || error.status !== 404) return null;
  return error.message === 'LINK_EXPIRED' || error.message === 'SUBSCRIPTION_CANCELLED' ? error.message : 'LINK_INVALID';
};

/** The title and explanation of each link problem (keys of `subscribe:link`), for the page and a failed submit. */
export const linkProblemTexts = (problem: LinkProblem): { title: string; body: string } => {
  switch (problem) {
    case 'LINK_EXPIRED':
      return { title: 'link.expiredTitle', body: 'link.expiredBody' };
    case 'SUBSCRIPTION_CANCELLED':
      return { title: 'link.cancelledTitle', body: 'link.cancelledBody' };
    default:
      return { title: 'link.invalidTitle', body: 'link.invalidBody' };
  }
};
