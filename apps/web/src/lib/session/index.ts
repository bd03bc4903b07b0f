export { getAccessToken } from './accessToken';
export {
  closeSession,
  getSession,
  markAnonymous,
  openOfflineSession,
  openSession,
  requirePasswordChange,
  resetSession,
  subscribeToSession,
  type SessionEnd,
  type SessionState,
  type SessionStatus,
} from './sessionStore';
export { useSession } from './useSession';
export { adminOnly, accessRules, anyStaff, groupWriters, type AccessRule } from './permissions';
