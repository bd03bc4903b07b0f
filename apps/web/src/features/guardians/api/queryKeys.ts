import type { GuardianFilters } from './types';

/** Query keys of the guardians feature. */
export const guardiansKeys = {
  all: ['guardians'] as const,
  lists: () => [...guardiansKeys.all, 'list'] as const,
  list: (filters: GuardianFilters, page: number) => [...guardiansKeys.lists(), filters, page] as const,
  student: (studentId: number) => [...guardiansKeys.all, 'student', studentId] as const,
};

/**
 * The subscriptions feature's root key: choosing a guardian changes a subscription's
 * problem flag and contact, so its screens must ask again.
 */
export const SUBSCRIPTIONS_ROOT_KEY = ['subscriptions'] as const;
