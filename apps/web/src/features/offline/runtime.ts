import { seesAllGroups, type Role } from '@club/domain';
import { api, renewSession } from '@/lib/api';
import { closeSession, getSession, subscribeToSession } from '@/lib/session';
import { keepsPhoneCopy, offlineStore } from './db';
import { prefetchOfflineData, REFRESH_EVERY_MS } from './prefetch';
import { createSheetQueue, type SheetQueue } from './queue';
import { onLoginChange } from './sessionEnd';
import { registerServiceWorker, requestBackgroundSync, SYNC_MESSAGE } from './serviceWorker';

let queue: SheetQueue | null = null;

/** Only coaches who do not reach every group keep the phone's copy (docs/product.md#offline-attendance). */
export const keepsCopyFor = (roles: readonly Role[]): boolean => roles.includes('COACH') && !seesAllGroups(roles);

/** The phone's one queue of attendance sheets (docs/product.md#offline-attendance). */
export const sheetQueue = (): SheetQueue => {
  queue ??= createSheetQueue({
    store: offlineStore(),
    send: (body) => api.post<unknown>('/session/', body),
    currentLogin: () => getSession().login,
  });
  return queue;
};

/** A sheet could not be sent: the browser wakes the page when the network is back, even if the tab sleeps. */
export const sendLater = (): void => {
  void requestBackgroundSync();
};

const visible = (): boolean => document.visibilityState === 'visible';
const signedInOnline = (): boolean => {
  const session = getSession();
  return session.status === 'authenticated' && session.offline !== true;
};

/**
 * Runs while the staff shell is shown: the queue is sent on app start, when the network returns, when
 * the page is seen again and when the service worker relays a Background Sync; the phone's copy of the
 * groups, rosters and planning is refreshed on start and every 15 minutes while visible. An offline
 * session tries the start-up refresh again when the network returns (docs/product.md#offline-attendance).
 */
export const startPoolside = (): (() => void) => {
  const sheets = sheetQueue();
  let lastRefresh = 0;

  const refresh = (): void => {
    const session = getSession();
    if (!keepsPhoneCopy() || !signedInOnline() || session.login === null || !navigator.onLine) return;
    // The copy is a coach's: their own groups (GET /group/ answers a coach with theirs). Admins and
    // section managers reach every group; copying every roster of the club at each start would cost
    // the server and the phone, so they take attendance offline from a screen opened online.
    if (!keepsCopyFor(session.roles)) return;
    lastRefresh = Date.now();
    void prefetchOfflineData({
      store: offlineStore(),
      get: (path) => api.get(path),
      profile: { login: session.login, roles: [...session.roles] },
      stillSignedIn: () => getSession().login === session.login,
    }).catch(() => {
      // The previous copy stays; the next refresh tries again.
      lastRefresh = 0;
    });
  };
  const send = (): void => {
    void sheets.flush().catch(() => undefined);
  };
  const networkBack = (): void => {
    // The start-up refresh again: a session replaces the offline one; a refused cookie ends it, as a 401 does.
    if (getSession().offline === true)
      void renewSession().then(
        (outcome) => {
          if (outcome === 'rejected') closeSession('expired');
        },
        () => undefined,
      );
    else {
      send();
      if (Date.now() - lastRefresh >= REFRESH_EVERY_MS) refresh();
    }
  };
  const onVisibility = (): void => {
    if (visible()) networkBack();
  };
  const onWorkerMessage = (event: MessageEvent): void => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) send();
  };

  // The offline session became a real one (or another user signed in): send, and refresh the copy.
  let wasOnline = signedInOnline();
  let login = getSession().login;
  const stopSession = subscribeToSession(() => {
    const now = signedInOnline();
    const nextLogin = getSession().login;
    // Sign-out, expiry, another user: the phone's copy goes (docs/product.md#offline-attendance).
    if (nextLogin !== login) void onLoginChange(login, nextLogin);
    if (now && (!wasOnline || nextLogin !== login)) {
      send();
      refresh();
    } else void sheets.reload();
    wasOnline = now;
    login = nextLogin;
  });

  window.addEventListener('online', networkBack);
  document.addEventListener('visibilitychange', onVisibility);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const timer = window.setInterval(() => {
    if (visible()) refresh();
  }, REFRESH_EVERY_MS);

  // Another user's sheets and copy, left by a session that ended while the app was closed, go first.
  void onLoginChange(null, login).then(() => {
    void sheets.reload();
    send();
    refresh();
  });
  registerServiceWorker();

  return () => {
    stopSession();
    window.removeEventListener('online', networkBack);
    document.removeEventListener('visibilitychange', onVisibility);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    window.clearInterval(timer);
  };
};
