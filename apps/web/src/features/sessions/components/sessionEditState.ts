import { recordIdOf } from './groupIdParam';
import { isRecord } from '@/lib/isRecord';

/**
 * The list opens the edit screen with the session id in navigation state (docs/product.md#screen-sessions) and
 * in `?id=` as well, so a reload or a shared link still opens it. `returnTo` is the
 * list's query string, to come back to the same period.
 */
export interface SessionEditState {
  sessionId: number;
  returnTo: string;
}

export const editTargetOf = (state: unknown, search: URLSearchParams): { sessionId: number | null; returnTo: string } => {
  const fromState = isRecord(state) && typeof state.sessionId === 'number' ? recordIdOf(String(state.sessionId)) : null;
  const returnTo = isRecord(state) && typeof state.returnTo === 'string' && state.returnTo.startsWith('?') ? state.returnTo : '';
  return { sessionId: fromState ?? recordIdOf(search.get('id')), returnTo };
};
