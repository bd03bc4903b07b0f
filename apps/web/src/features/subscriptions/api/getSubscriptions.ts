import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { subscriptionsKeys } from './queryKeys';
import type { SubscriptionListQuery, SubscriptionPageDto, SubscriptionSelection } from '@club/domain';

/** docs/product.md#screen-subscriptions: one page at a time, filtered on the server. */
export const SUBSCRIPTIONS_PAGE_SIZE = 50;

/** The season and filters as query parameters, without the filters left empty. */
export const selectionQuery = (params: SubscriptionSelection, query = new URLSearchParams()): URLSearchParams => {
  if (params.season !== undefined) query.set('season', String(params.season));
  for (const key of ['lastName', 'firstName', 'groupName'] as const) {
    const value = params[key]?.trim();
    if (value !== undefined && value !== '') query.set(key, value);
  }
  if (params.state !== undefined) query.set('state', params.state);
  if (params.problem === true) query.set('problem', 'true');
  return query;
};

/** The query string of one page. */
export const subscriptionListQuery = (params: SubscriptionListQuery): string =>
  selectionQuery(params, new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) })).toString();

/** GET /subscription/?page=&pageSize=&season=&lastName=&firstName=&groupName=&state=&problem= */
export const getSubscriptions = (params: SubscriptionListQuery, signal?: AbortSignal): Promise<SubscriptionPageDto> =>
  api.get<SubscriptionPageDto>(`/subscription/?${subscriptionListQuery(params)}`, { signal });

export const subscriptionsQueryOptions = (params: SubscriptionListQuery) =>
  queryOptions({
    queryKey: subscriptionsKeys.list(params),
    queryFn: ({ signal }) => getSubscriptions(params, signal),
    // The table keeps the previous page on screen while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (params: SubscriptionListQuery) => useQuery(subscriptionsQueryOptions(params));
