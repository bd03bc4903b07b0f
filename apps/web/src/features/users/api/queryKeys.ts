/** Query keys of the users feature; mutations invalidate from the top of this tree. */
export const usersKeys = {
  all: ['users'] as const,
  list: () => [...usersKeys.all, 'list'] as const,
  roles: () => ['roles'] as const,
};
