import { createRequire as requireFrom } from 'node:module';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Inner {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Inner;
}
type InnerCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => Inner;

// The plugin's own in-memory store; its package has no exports map, so the file is reachable.
// (Named apart from `createRequire`, which the server bundle's banner declares: build.mjs.)
const LocalStore = requireFrom(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as InnerCtor;

/** A copy of the count taken when the request was counted. */
const snapshot =
  (callback: Callback): Callback =>
  (error, result) =>
    callback(error, result === undefined ? undefined : { current: result.current, ttl: result.ttl });

/**
 * The plugin's in-memory store, answering each request with a copy of its count. The store itself
 * hands back the one record it keeps per address, and the plugin reads it only after an await:
 * by then a burst has raised it for every request, so a burst one over the limit was refused
 * whole instead of only past the limit (docs/architecture.md#rate-limits).
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly inner: Inner;

  /** The plugin passes its own settings; a child is made around the inner store's child. */
  constructor(options: RateLimitPluginOptions | Inner) {
    this.inner = 'incr' in options ? options : new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.inner.incr(key, snapshot(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.inner.read === undefined) throw new Error('The rate-limit store cannot read without counting');
    this.inner.read(key, snapshot(callback), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): SnapshotLocalStore {
    return new SnapshotLocalStore(this.inner.child(routeOptions));
  }
}
