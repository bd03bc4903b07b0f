import type { SubscriptionListQuery } from '@club/domain';

/**
 * Query keys of the subscriptions feature; mutations invalidate from the top of this tree.
 * The guardian picker and the renewals screen invalidate `['subscriptions']` too: keep the root.
 */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionsKeys.all, 'list'] as const,
  list: (params: SubscriptionListQuery) => [...subscriptionsKeys.lists(), params] as const,
  details: () => [...subscriptionsKeys.all, 'detail'] as const,
  detail: (studentId: number) => [...subscriptionsKeys.details(), studentId] as const,
  /** The texts a subscription's family signed online, by subscription id. */
  acknowledgements: (subscriptionId: number) => [...subscriptionsKeys.all, 'acknowledgements', subscriptionId] as const,
  seasons: () => [...subscriptionsKeys.all, 'seasons'] as const,
  sizes: (kind: 'shirt' | 'short') => ['sizes', kind] as const,
};
