import type { GuardianFilterName } from '@club/domain';

/** Query keys of the guardians feature. */
export const guardiansKeys = {
  all: ['guardians'] as const,
  lists: () => [...guardiansKeys.all, 'list'] as const,
  list: (filters: Readonly<Record<GuardianFilterName, string>>, page: number) => [...guardiansKeys.lists(), filters, page] as const,
  member: (memberId: number) => [...guardiansKeys.all, 'student', memberId] as const,
};

/**
 * The subscriptions feature's root key: choosing a guardian changes a subscription's
 * problem flag and contact, so its screens must ask again.
 */
export const SUBSCRIPTIONS_ROOT_KEY = ['subscriptions'] as const;
