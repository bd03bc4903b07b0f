import { closeSession, requirePasswordChange } from '@/lib/session';
import { ApiError, apiErrorFromResponse } from './ApiError';
import { renewSession } from './renewal';
import { readBody, send, type TransportOptions } from './transport';

export interface RequestOptions extends TransportOptions {
  /**
   * Whether a 401 may be cured by a refresh and one retry. Off for login and
   * refresh themselves: their 401 is the answer, not an expired token.
   */
  renewOnUnauthorized?: boolean;
}

const forcedLogout = (): ApiError => {
  closeSession('expired');
  return new ApiError(401, 'LOGOUT', 'The session has ended');
};

const failWith = async (response: Response): Promise<never> => {
  const error = await apiErrorFromResponse(response);
  if (error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED') requirePasswordChange();
  throw error;
};

/**
 * Calls the API under /api. On 401 it refreshes the session once (shared by
 * concurrent callers) and retries once; a refused refresh or a second 401 logs
 * the user out (`LOGOUT`, docs/product.md#errors).
 */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { renewOnUnauthorized = true, ...transport } = options;
  const first = await send(path, transport);
  if (first.ok) return readBody<T>(first);
  if (first.status !== 401 || !renewOnUnauthorized) return failWith(first);

  if ((await renewSession()) === 'rejected') throw forcedLogout();
  const retry = await send(path, transport);
  if (retry.ok) return readBody<T>(retry);
  if (retry.status === 401) throw forcedLogout();
  return failWith(retry);
};

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown = {}, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
