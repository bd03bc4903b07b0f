import type { LoginResponse } from '@club/domain';
import { openSession } from '@/lib/session';
import { isApiError } from './ApiError';
import { exchange } from './transport';

export const REFRESH_PATH = '/coach/refresh';

/** `rejected`: the server refused the refresh cookie (4xx); the session is over. */
export type RenewalOutcome = 'renewed' | 'rejected';

let pendingRenewal: Promise<RenewalOutcome> | null = null;

/**
 * Only a client error is the server's verdict on the cookie. An unreachable, failing or
 * rate-limiting server says nothing about the session: the caller sees that failure instead.
 */
const isVerdictOnTheCookie = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;

const requestRenewal = async (): Promise<RenewalOutcome> => {
  try {
    // The refresh token is the HttpOnly cookie; the body stays empty on purpose.
    openSession(await exchange<LoginResponse>(REFRESH_PATH, { method: 'POST', body: {} }));
    return 'renewed';
  } catch (error) {
    if (isVerdictOnTheCookie(error)) return 'rejected';
    throw error;
  }
};

/**
 * Refresh tokens rotate and a replayed one revokes the whole session, so two
 * refreshes must never race: not within a tab (shared promise) nor across tabs
 * (Web Locks, where the browser has them).
 */
const oneTabAtATime = async (task: () => Promise<RenewalOutcome>): Promise<RenewalOutcome> => {
  // Absent outside secure contexts (plain http on a LAN) and in jsdom.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks === undefined ? task() : await locks.request('club-session-refresh', task);
};

/** Obtains a new access token from the refresh cookie; concurrent callers share one call. */
export const renewSession = (): Promise<RenewalOutcome> => {
  pendingRenewal ??= oneTabAtATime(requestRenewal).finally(() => {
    pendingRenewal = null;
  });
  return pendingRenewal;
};
