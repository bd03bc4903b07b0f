import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type SessionState } from './sessionStore';

/** The current login state; re-renders when it changes. */
export const useSession = (): SessionState => useSyncExternalStore(subscribeToSession, getSession, getSession);
