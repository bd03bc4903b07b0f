import type { Location } from 'react-router';

/** Where the login page sends the user back to, carried in the navigation state. */
export interface ReturnState {
  from: string;
}

/** Only a path of this site: `//host` or `https://…` would leave it. */
const isInternalPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

export const returnStateOf = (location: Location): ReturnState => ({
  from: `${location.pathname}${location.search}`,
});

export const returnPathFrom = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return isInternalPath(state.from) ? state.from : null;
};
