import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { familyKeys } from './queryKeys';

/** The family session is gone (ended, expired, or ended from another device): the page shows the sign-in form. */
export const showSignedOut = (queryClient: QueryClient): void => {
  queryClient.removeQueries({ queryKey: familyKeys.sessions() });
  queryClient.setQueryData(familyKeys.home(), null);
};

export const isSignedOutError = (error: unknown): boolean => isApiError(error) && error.status === 401;
