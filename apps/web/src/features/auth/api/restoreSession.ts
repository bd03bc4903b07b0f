import { renewSession } from '@/lib/api';
import { markAnonymous } from '@/lib/session';
import { hasSessionMarker } from './sessionMarker';

/**
 * On app start (docs/product.md#common-behaviour): POST /coach/refresh with the HttpOnly cookie.
 * Success opens the session (done by the renewal); anything else means nobody is logged in.
 * Without the session marker there is no refresh cookie either: nobody is logged in, and the
 * refresh is not sent (it would only fail, and show a 401 in the console).
 */
export const restoreSession = async (): Promise<void> => {
  if (!hasSessionMarker()) {
    markAnonymous();
    return;
  }
  try {
    if ((await renewSession()) === 'rejected') markAnonymous();
  } catch {
    // Server unreachable: the login page is the honest answer; its own call will say why.
    markAnonymous();
  }
};
