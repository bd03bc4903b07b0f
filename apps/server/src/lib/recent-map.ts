/**
 * A map that keeps its `max` most recently used keys. A Map iterates in insertion order, so
 * moving a key to the end on every use leaves the least recently used one first, to be dropped.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
