import type { CreateSessionInput, Role } from '@club/domain';

/**
 * What the staff app keeps on the phone for the pool side (docs/product.md#offline-attendance),
 * one object store each: the sheets not yet sent, and a copy of what the coach needs to take
 * attendance without a network. Everything but the pending sheets goes when the session ends.
 */
export type StoreName = 'pendingSheets' | 'rosters' | 'planning' | 'groups' | 'profile';

export const STORE_NAMES: readonly StoreName[] = ['pendingSheets', 'rosters', 'planning', 'groups', 'profile'];

/** The staff data of a signed-in user: cleared on sign-out and when another user signs in. */
export const STAFF_DATA_STORES: readonly StoreName[] = ['rosters', 'planning', 'groups', 'profile'];

/** A small key-value surface over IndexedDB: the queue's rules are tested with the in-memory one. */
export interface OfflineStore {
  get<T>(store: StoreName, key: string): Promise<T | undefined>;
  put(store: StoreName, key: string, value: unknown): Promise<void>;
  delete(store: StoreName, key: string): Promise<void>;
  values<T>(store: StoreName): Promise<T[]>;
  clear(store: StoreName): Promise<void>;
}

/** The body POST /session/ receives from the queue: always a merge, each swimmer with its changedAt. */
export type QueuedSessionBody = { session: CreateSessionInput['session'] & { merge: true } };

/** Why the server refused a sheet: kept with it and shown, so nothing is lost silently. */
export interface SheetRefusal {
  status: number;
  code: string;
  message: string;
  fields: Readonly<Record<string, string>>;
}

/** A sheet taken on this phone, stored before it is sent (key: its client key). */
export interface PendingSheet {
  clientKey: string;
  /** Who took it: only they send it; another user signing in on the phone removes it. */
  login: string;
  body: QueuedSessionBody;
  groupName: string;
  subGroupName: string | null;
  /** The session's date and time (ISO, UTC), for the list. */
  date: string;
  /** When it was stored (ISO). */
  createdAt: string;
  refused: SheetRefusal | null;
}

/** The signed-in staff member, nothing secret: enough to open the app offline. */
export interface OfflineProfile {
  login: string;
  roles: Role[];
}

export const PROFILE_KEY = 'me';
export const GROUPS_KEY = 'list';
export const PLANNING_KEY = 'next';

/** The key of a roster: the group and sub-group (0: the whole group). */
export const rosterKey = (groupId: number, subGroupId: number): string => `${groupId}:${subGroupId}`;
export const subGroupsKey = (groupId: number): string => `sub:${groupId}`;

/** The same store, in memory: for tests, and where the browser has no IndexedDB. */
export const memoryStore = (): OfflineStore => {
  const stores = new Map<StoreName, Map<string, unknown>>(STORE_NAMES.map((name) => [name, new Map()]));
  const of = (store: StoreName): Map<string, unknown> => stores.get(store) ?? new Map();
  // Copies, as IndexedDB's structured clone makes them: a caller never holds the stored object.
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    get: <T>(store: StoreName, key: string) => Promise.resolve(of(store).has(key) ? copy(of(store).get(key) as T) : undefined),
    put: (store, key, value) => {
      of(store).set(key, copy(value));
      return Promise.resolve();
    },
    delete: (store, key) => {
      of(store).delete(key);
      return Promise.resolve();
    },
    values: <T>(store: StoreName) => Promise.resolve([...of(store).values()].map((value) => copy(value as T))),
    clear: (store) => {
      of(store).clear();
      return Promise.resolve();
    },
  };
};
