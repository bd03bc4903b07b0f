/**
 * Query keys of the users feature; mutations invalidate from the top of this tree, which also
 * holds the coach list of `@/features/reference`.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: () => [...usersKeys.all, 'list'] as const,
  roles: () => ['roles'] as const,
};
