export interface CachedResponse {
  /**
   * The answer's bytes, encoded once when kept: a string would be measured and encoded to UTF-8
   * again on every request it answers, two passes over a 216 KB list each time (docs/bench.md#limits).
   */
  payload: Buffer;
  contentType: string;
  /** The answer's own caching rule for the browser (`no-store` for a family's data), given again with it. */
  cacheControl?: string;
  /** A time (in the cache's clock) from which the answer no longer holds, whatever the data says. */
  until?: number;
}

interface Entry extends CachedResponse {
  /** The data version the answer was computed from. */
  version: string;
  storedAt: number;
  bytes: number;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  /** An answer is not kept longer than this, whatever the version says. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Answers kept by key, each with the data version it was computed from: an answer is given
 * again only while that version is still the current one. Least recently used answers go
 * first once `maxBytes` is reached.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly #now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.#now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, version: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    const now = this.#now();
    if (entry.version !== version || now - entry.storedAt > this.options.maxAgeMs || (entry.until !== undefined && now >= entry.until)) {
      this.#delete(key, entry);
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end keeps the least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, version: string, response: CachedResponse): void {
    // The key is a string: two bytes a character at most.
    const bytes = response.payload.length + key.length * 2;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#delete(key, previous);
    if (bytes > this.options.maxBytes / 8) return;
    this.#entries.set(key, { ...response, version, storedAt: this.#now(), bytes });
    this.#bytes += bytes;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
