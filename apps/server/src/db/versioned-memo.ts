import { RecentMap } from '../lib/recent-map.js';
import type { DataChanges } from './data-changes.js';

interface Entry<T> {
  version: string;
  storedAt: number;
  value: T;
}

export interface VersionedMemoOptions {
  maxEntries: number;
  /** Bounds what another server or process sharing a PostgreSQL database could leave unseen. */
  maxAgeMs: number;
  now?: () => number;
  /**
   * Kept until one of these tables is written, rather than until any write (see
   * `DataChanges.versionOf` for what the list must hold).
   */
  tables?: readonly string[];
}

/**
 * Values read from the database, kept by key with the data version they were read at: a value
 * is given again only while that version is still the current one, so any committed write
 * (or, with `tables`, any committed write to one of them) makes the next call read afresh.
 * The version is taken before reading, so a value read while a write committed is stored
 * under a version already gone. Least recently used keys go first
 * (`RecentMap`).
 *
 * Calls that miss together, at the same version, share one read: a value that takes a second
 * to compute (the treasurer's season figures) is not computed once per waiting request.
 */
export class VersionedMemo<T> {
  readonly #entries: RecentMap<string, Entry<T>>;
  readonly #now: () => number;
  /** Reads under way, by key and the version they started at. */
  readonly #reading = new Map<string, Promise<T>>();

  constructor(
    private readonly changes: DataChanges,
    private readonly options: VersionedMemoOptions,
  ) {
    this.#now = options.now ?? (() => performance.now());
    this.#entries = new RecentMap(options.maxEntries);
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const { tables } = this.options;
    const version = tables === undefined ? this.changes.version() : this.changes.versionOf(tables);
    const known = this.#entries.get(key);
    if (known !== undefined && known.version === version && this.#now() - known.storedAt <= this.options.maxAgeMs) return known.value;
    const readingKey = `${version}\u0000${key}`;
    const underWay = this.#reading.get(readingKey);
    if (underWay !== undefined) return underWay;
    const reading = this.#read(key, version, read).finally(() => this.#reading.delete(readingKey));
    this.#reading.set(readingKey, reading);
    return reading;
  }

  async #read(key: string, version: string, read: () => Promise<T>): Promise<T> {
    const value = await read();
    this.#entries.set(key, { version, storedAt: this.#now(), value });
    return value;
  }
}
