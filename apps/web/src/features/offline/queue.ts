import { isApiError } from '@/lib/api';
import type { OfflineStore, PendingSheet, QueuedSessionBody, SheetRefusal } from './store';

/** `sent`: the server recorded it; `stored`: kept on the phone until the network returns. */
export type SubmitOutcome = 'sent' | 'stored';

export interface SheetQueueSnapshot {
  /** The current user's sheets, oldest first; refused ones included (they carry their reason). */
  sheets: readonly PendingSheet[];
  /** Grows each time a send leaves no sheet waiting: the app bar says "All sheets sent" then. */
  allSentCount: number;
}

export interface SheetQueueDeps {
  store: OfflineStore;
  /** POST /session/ with the body; resolves with the answer, rejects with an ApiError. */
  send: (body: QueuedSessionBody) => Promise<unknown>;
  currentLogin: () => string | null;
}

export interface SheetQueue {
  /** Stores the sheet first, then tries to send it once; a refusal is kept and thrown, a 401 thrown. */
  submit(sheet: PendingSheet): Promise<SubmitOutcome>;
  /** Sends every waiting sheet of the current user, one at a time; stops at the first network failure or 401. */
  flush(): Promise<void>;
  /** Removes a refused sheet the coach has read. */
  discard(clientKey: string): Promise<void>;
  /** Reads the store again (another tab may have sent a sheet). */
  reload(): Promise<void>;
  getSnapshot(): SheetQueueSnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * The server's verdict on the sheet itself (docs/product.md#offline-attendance): a 4xx other than
 * 401 (the session ended), 408 and 429 (ask again later). Sending it again would get the same answer.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/** The session ended (401 LOGOUT): nothing more is sent; the sheets wait for the same user. */
const isSessionEnd = (error: unknown): boolean => isApiError(error) && error.status === 401;

const refusalOf = (error: unknown): SheetRefusal =>
  isApiError(error)
    ? { status: error.status, code: error.code, message: error.message, fields: { ...error.fields } }
    : { status: 400, code: 'UNKNOWN_ERROR', message: String(error), fields: {} };

const byCreation = (a: PendingSheet, b: PendingSheet): number => a.createdAt.localeCompare(b.createdAt);

type Attempt = 'sent' | 'kept' | 'refused' | 'ended';

/**
 * The queue of attendance sheets (docs/product.md#offline-attendance): a sheet is written to the
 * store before anything is sent and leaves it only once the server answered `true`. Every send
 * carries the sheet's client key and `merge: true`, so a retry is recorded once and a sheet meeting
 * a co-coach's is merged per swimmer.
 */
export const createSheetQueue = ({ store, send, currentLogin }: SheetQueueDeps): SheetQueue => {
  let snapshot: SheetQueueSnapshot = { sheets: [], allSentCount: 0 };
  const listeners = new Set<() => void>();
  let flushing: Promise<void> | null = null;

  const publish = async (justSent: boolean): Promise<void> => {
    const login = currentLogin();
    const sheets =
      login === null ? [] : (await store.values<PendingSheet>('pendingSheets')).filter((s) => s.login === login).sort(byCreation);
    const allSent = justSent && sheets.length === 0;
    snapshot = { sheets, allSentCount: snapshot.allSentCount + (allSent ? 1 : 0) };
    for (const listener of listeners) listener();
  };

  const attempt = async (sheet: PendingSheet): Promise<{ outcome: Attempt; error?: unknown }> => {
    try {
      const answer = await send(sheet.body);
      // Anything but `true` is not a confirmation: the sheet stays and is sent again later.
      if (answer !== true) return { outcome: 'kept' };
      await store.delete('pendingSheets', sheet.clientKey);
      return { outcome: 'sent' };
    } catch (error) {
      if (isSessionEnd(error)) return { outcome: 'ended', error };
      if (!isRefusal(error)) return { outcome: 'kept', error };
      await store.put('pendingSheets', sheet.clientKey, { ...sheet, refused: refusalOf(error) });
      return { outcome: 'refused', error };
    }
  };

  const flushNow = async (): Promise<void> => {
    const login = currentLogin();
    if (login === null) return;
    const waiting = (await store.values<PendingSheet>('pendingSheets'))
      .filter((sheet) => sheet.login === login && sheet.refused === null)
      .sort(byCreation);
    let sent = false;
    for (const sheet of waiting) {
      const { outcome } = await attempt(sheet);
      sent ||= outcome === 'sent';
      // The network or the session is gone: the next trigger tries again.
      if (outcome === 'kept' || outcome === 'ended') break;
    }
    await publish(sent);
  };

  return {
    async submit(sheet) {
      await store.put('pendingSheets', sheet.clientKey, { ...sheet, refused: null });
      await publish(false);
      // "All sheets sent" is for sheets that waited, not for a sheet sent at once.
      const othersWaiting = snapshot.sheets.length > 1;
      // A flush running now may be sending it already: the client key makes the second send harmless.
      const { outcome, error } = await attempt({ ...sheet, refused: null });
      await publish(outcome === 'sent' && othersWaiting);
      if (outcome === 'refused' || outcome === 'ended') throw error;
      return outcome === 'sent' ? 'sent' : 'stored';
    },
    flush() {
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    async discard(clientKey) {
      await store.delete('pendingSheets', clientKey);
      await publish(false);
    },
    reload: () => publish(false),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
