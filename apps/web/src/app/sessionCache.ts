import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeToSession } from '@/lib/session';

/**
 * Cached answers belong to the user who fetched them: when the session ends or
 * another user logs in, they go, so nothing of one account shows to the next.
 * A token renewal for the same user keeps them.
 */
export const clearCacheWhenUserChanges = (queryClient: QueryClient): (() => void) => {
  let lastLogin = getSession().login;
  return subscribeToSession(() => {
    const { login } = getSession();
    if (login === lastLogin) return;
    if (lastLogin !== null) queryClient.clear();
    lastLogin = login;
  });
};
