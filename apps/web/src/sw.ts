/**
 * The staff app's service worker (docs/architecture.md#offline): the app shell is precached so the
 * app opens at the pool without a network, every staff path falls back to index.html, and a
 * Background Sync of the waiting attendance sheets is relayed to the open pages, which hold the
 * access token the worker never sees (docs/product.md#offline-attendance). The GETs of the pool side
 * (groups, sub-groups, rosters, planning) that cannot reach the server are answered from the copy the
 * app keeps in IndexedDB.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { offlineStore } from './features/offline/db';
import { keptAnswer } from './features/offline/keptAnswers';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
}

declare global {
  interface Window {
    /** Replaced at build time by the list of files to precache. */
    __WB_MANIFEST: (PrecacheEntry | string)[];
  }
}

const worker = self as unknown as WorkerScope;

/** Kept in step with features/offline/serviceWorker.ts. */
const SYNC_TAG = 'attendance-sheets';
const SYNC_MESSAGE = 'attendance-sheets-sync';

/** The pages the staff shell does not serve: the API, the families' pages and any file. */
const NOT_THE_STAFF_APP = [/^\/api(?:\/|$)/, /^\/family(?:\/|$)/, /^\/subscribe(?:\/|$)/, /^\/absence(?:\/|$)/, /\/[^/?]+\.[a-z0-9]+$/i];

// A new version takes over at once (autoUpdate); the open page keeps its code until it next loads.
void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_THE_STAFF_APP }));

/** The API reads the pool side's screens make, which the phone keeps a copy of (features/offline/keptAnswers.ts). */
const KEPT_READS = /^\/api\/(?:group\/(?:\d+\/subgroup\/)?|student\/session|planning)$/;

// The network first, always: the copy answers only when the server cannot be reached.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === location.origin && KEPT_READS.test(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await keptAnswer(offlineStore(), `${url.pathname.slice('/api'.length)}${url.search}`).catch(() => undefined);
      if (kept === undefined) throw error;
      return new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
    }
  },
);

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      // No page open: nothing can send without the token; failing asks the browser to try again later.
      if (pages.length === 0) throw new Error('No open page to send the attendance sheets');
      for (const page of pages) page.postMessage({ type: SYNC_MESSAGE });
    }),
  );
});
