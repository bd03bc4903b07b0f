import { renewSession } from '@/lib/api';
import { markAnonymous } from '@/lib/session';

/**
 * SPEC §4 "On app start": POST /coach/refresh with the HttpOnly cookie. Success
 * opens the session (done by the renewal); anything else means nobody is logged in.
 */
export const restoreSession = async (): Promise<void> => {
  try {
    if ((await renewSession()) === 'rejected') markAnonymous();
  } catch {
    // Server unreachable: the login page is the honest answer; its own call will say why.
    markAnonymous();
  }
};
