import { renewSession } from '@/lib/api';
import { markAnonymous } from '@/lib/session';
import { hasSessionMarker } from './sessionMarker';

/**
 * The offline part (docs/product.md#offline-attendance): the app hands its loader in, so that it
 * stays off the first load and is fetched only when a session cannot be restored.
 */
export interface OfflineStart {
  openOfflineSessionIfKept(): Promise<boolean>;
  forgetPhoneCopy(): Promise<void>;
}

/**
 * On app start (docs/product.md#common-behaviour): POST /coach/refresh with the HttpOnly cookie.
 * Success opens the session (done by the renewal); anything else means nobody is logged in.
 * Without the session marker there is no refresh cookie either: nobody is logged in, and the
 * refresh is not sent (it would only fail, and show a 401 in the console).
 */
export const restoreSession = async (offline?: () => Promise<OfflineStart>): Promise<void> => {
  // Nobody is signed in: what the phone kept for the pool side goes (children's names).
  const signedOut = (): void => {
    markAnonymous();
    void offline?.().then(
      (module) => module.forgetPhoneCopy(),
      () => undefined,
    );
  };
  if (!hasSessionMarker()) {
    signedOut();
    return;
  }
  try {
    if ((await renewSession()) === 'rejected') signedOut();
  } catch {
    // Server unreachable: a staff member who signed in on this phone before takes attendance from its
    // copy (docs/product.md#offline-attendance); anyone else gets the login page, whose own call says why.
    const opened =
      offline !== undefined &&
      (await offline().then(
        (module) => module.openOfflineSessionIfKept(),
        () => false,
      ));
    if (!opened) markAnonymous();
  }
};
