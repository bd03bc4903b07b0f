import { isApiError } from '@/lib/api';

/**
 * The server refused the call for the user's role (403). A default password still in use is
 * refused with 403 too, but it has its own message and screen.
 */
export const isRightsError = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.code !== 'PASSWORD_CHANGE_REQUIRED';

/** Asking again may help after a network or server failure, never after a refusal (403). */
export const isWorthRetrying = (error: unknown): boolean => !(isApiError(error) && error.status === 403);
