/** Query keys of the seasons feature. */
export const seasonsKeys = {
  all: ['seasons'] as const,
  overview: () => [...seasonsKeys.all, 'overview'] as const,
};

/** The subscriptions feature's root key: renewals add subscriptions (and a season) to its lists. */
export const SUBSCRIPTIONS_ROOT_KEY = ['subscriptions'] as const;
