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
}

/**
 * Values read from the database, kept by key with the data version they were read at: a value
 * is given again only while that version is still the current one, so any committed write
 * makes the next call read afresh. The version is taken before reading, so a value read while
 * a write committed is stored under a version already gone. Least recently used keys go first.
 */
export class VersionedMemo<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #now: () => number;

  constructor(
    private readonly changes: DataChanges,
    private readonly options: VersionedMemoOptions,
  ) {
    this.#now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const version = this.changes.version();
    const known = this.#entries.get(key);
    this.#entries.delete(key);
    if (known !== undefined && known.version === version && this.#now() - known.storedAt <= this.options.maxAgeMs) {
      this.#entries.set(key, known);
      return known.value;
    }
    const value = await read();
    this.#entries.set(key, { version, storedAt: this.#now(), value });
    if (this.#entries.size > this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }
}
