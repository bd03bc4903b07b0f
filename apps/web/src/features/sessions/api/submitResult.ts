import { ApiError } from '@/lib/api';

/** A submit that does not answer `true` failed with UNKNOWN_ERROR (docs/product.md#api). */
export const expectTrue = (result: unknown): void => {
  if (result !== true) throw new ApiError(200, 'UNKNOWN_ERROR', 'The server did not confirm the session');
};

/**
 * A weak connection at the pool loses answers: a submit that did not reach the server,
 * or whose answer was lost, is sent again (twice at most, a second apart). Safe: a new
 * session carries the same client key every time (the server records it once), and an
 * edit's repeat meets its own first attempt as a 409 that the edit screen recognises.
 */
export const retryNetworkFailure = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && error instanceof ApiError && error.isNetworkFailure;

export const NETWORK_RETRY_DELAY_MS = 1000;
