/** The tag of the Background Sync that sends the waiting sheets (docs/product.md#offline-attendance). */
export const SYNC_TAG = 'attendance-sheets';
/** What the service worker posts to the open pages: the page holds the access token, the worker does not. */
export const SYNC_MESSAGE = 'attendance-sheets-sync';

/**
 * Registers the service worker that keeps the staff app on the phone (docs/architecture.md#offline),
 * once the page has loaded and in a built app only: workbox-window is loaded then, off the first load.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register()).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the page when the network returns; browsers without Background Sync rely on `online`. */
export const requestBackgroundSync = async (): Promise<void> => {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration;
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here: the `online` event and the next visit send the sheets.
  }
};
