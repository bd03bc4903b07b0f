import { isRole, type LoginResponse, type Role } from '@club/domain';
import { setAccessToken } from './accessToken';

/** `unknown` until the start-up refresh has answered; only then can guards decide. */
export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

/** Why the last session ended: the login page explains an expiry. */
export type SessionEnd = 'logout' | 'expired';

/** The login state (docs/product.md#login-and-passwords), without anything secret. */
export interface SessionState {
  status: SessionStatus;
  login: string | null;
  roles: readonly Role[];
  isAdmin: boolean;
  isCoach: boolean;
  isSectionManager: boolean;
  mustChangePassword: boolean;
  endedBy: SessionEnd | null;
  /**
   * Opened from the phone's copy while the server cannot be reached (docs/product.md#offline-attendance):
   * no access token; the screens that work offline read what the phone kept.
   */
  offline?: boolean;
}

const signedOut = (status: SessionStatus, endedBy: SessionEnd | null): SessionState => ({
  status,
  login: null,
  roles: [],
  isAdmin: false,
  isCoach: false,
  isSectionManager: false,
  mustChangePassword: false,
  endedBy,
});

let state: SessionState = signedOut('unknown', null);
const listeners = new Set<() => void>();

const update = (next: SessionState): void => {
  state = next;
  for (const listener of listeners) listener();
};

export const getSession = (): SessionState => state;

export const subscribeToSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const open = (response: LoginResponse, offline?: true): void => {
  setAccessToken(response.token.access);
  const roles = response.roles.map((role) => role.name).filter(isRole);
  update({
    status: 'authenticated',
    login: response.login,
    roles,
    isAdmin: roles.includes('ADMIN'),
    isCoach: roles.includes('COACH'),
    isSectionManager: roles.includes('SECTION_MANAGER'),
    mustChangePassword: response.mustChangePassword,
    endedBy: null,
    offline,
  });
};

/** Starts or renews a session from a login, refresh or password-change answer. */
export const openSession = (response: LoginResponse): void => open(response);

/**
 * The start-up refresh could not reach the server and this phone kept the profile of the staff
 * member who signed in last: the app opens offline with their roles and no token
 * (docs/product.md#offline-attendance). A renewal, once the network returns, replaces it.
 */
export const openOfflineSession = ({ login, roles }: { login: string; roles: readonly string[] }): void =>
  open({ token: { access: null }, login, roles: roles.map((name) => ({ name })), mustChangePassword: false } as never, true);

/** The server refused a call until the default password is replaced. */
export const requirePasswordChange = (): void => {
  if (state.status === 'authenticated' && !state.mustChangePassword) update({ ...state, mustChangePassword: true });
};

/** Ends the session in memory; the refresh cookie is the server's business. */
export const closeSession = (reason: SessionEnd): void => {
  setAccessToken(null);
  update(signedOut('anonymous', reason));
};

/** No session could be restored at start-up: nothing ended, there was none. */
export const markAnonymous = (): void => {
  setAccessToken(null);
  update(signedOut('anonymous', null));
};

/** Back to the state of a fresh page load (tests). */
export const resetSession = (): void => {
  setAccessToken(null);
  update(signedOut('unknown', null));
};
