import { openDB, type IDBPDatabase } from 'idb';
import { memoryStore, STORE_NAMES, type OfflineStore } from './store';

const DATABASE = 'club-poolside';
const VERSION = 1;

let opened: Promise<IDBPDatabase> | null = null;

const database = (): Promise<IDBPDatabase> => {
  opened ??= openDB(DATABASE, VERSION, {
    upgrade(db) {
      for (const name of STORE_NAMES) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    },
  });
  return opened;
};

let store: OfflineStore | null = null;

/** Whether what is kept survives the page: without IndexedDB the copy of the pool side is not worth fetching. */
export const keepsPhoneCopy = (): boolean => typeof indexedDB !== 'undefined';

/**
 * The phone's store (docs/architecture.md#offline): IndexedDB, which survives a closed tab and a
 * restarted phone; in memory where the browser has none (a private window of some browsers).
 */
export const offlineStore = (): OfflineStore => {
  if (store !== null) return store;
  if (!keepsPhoneCopy()) {
    store = memoryStore();
    return store;
  }
  store = {
    get: async (name, key) => (await database()).get(name, key),
    put: async (name, key, value) => {
      await (await database()).put(name, value, key);
    },
    delete: async (name, key) => (await database()).delete(name, key),
    values: async (name) => (await database()).getAll(name),
    clear: async (name) => (await database()).clear(name),
  };
  return store;
};
