import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../db/data-changes.js';
import { requestLanguage } from './language.js';
import type { Clock } from './clock.js';
import { ResponseCache, type CachedResponse } from './response-cache.js';

/** A request computing an answer to keep; callers asking the same meanwhile wait for `settle`. */
interface CacheSlot {
  key: string;
  version: string;
  until?: number;
  settle: (answer: CachedResponse | undefined) => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on nothing but the data, the caller and the URL (no side effect, no
     * header set by the handler but its cache-control; a dependence on the time is bounded with
     * `keepAnswerUntil`): it is kept and given again until a write commits, at most 5 s.
     */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheSlot: CacheSlot | null;
  }
}

interface ResponseCachePluginOptions {
  changes: DataChanges;
  maxBytes: number;
  /** The app's clock: an answer's age and its `keepAnswerUntil` are in the app's time. */
  clock: Clock;
}

/**
 * For a cached route whose answer depends on the time as well (a link that expires): the
 * answer is not given again from `time` on.
 */
export const keepAnswerUntil = (request: FastifyRequest, time: Date): void => {
  const slot = request.cacheSlot;
  if (slot !== null) slot.until = Math.min(slot.until ?? Number.POSITIVE_INFINITY, time.getTime());
};

/** Every time zone's offset is a whole number of quarter hours: a day starts on a quarter hour of UTC anywhere. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * For a cached route whose answer depends on the day it is asked (an age, the day's reported
 * absences), in whatever time zone: the answer is not given again from the next quarter hour
 * on, where any day may have changed.
 */
export const keepAnswerForTheDay = (request: FastifyRequest, now: Date): void =>
  keepAnswerUntil(request, new Date((Math.floor(now.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS));

/** Per caller: two staff members never share an answer, even with the same roles. */
const keyOf = (request: FastifyRequest): string =>
  `${request.method}|${request.auth?.userId ?? '-'}|${request.auth?.roles.join(',') ?? ''}|${requestLanguage(request)}|${request.url}`;

/**
 * Keeps the answers of the read routes marked `config.cache`. The lookup runs after the
 * access rule, the route guards and validation, so a cached answer is given only to a caller
 * who may see it; the data version is read before the handler runs, so an answer computed
 * while a write committed is stored under a version already gone and never given.
 *
 * Requests that miss the same key at the same version while its answer is being computed wait
 * for that answer instead of computing it again: fifty phones opening a large list at once
 * compute it once, and hold one copy of it (docs/bench.md#limits). When the first one does not
 * end with an answer to keep (an error, a time-bound answer already past), each computes its own.
 */
export const responseCachePlugin = fp<ResponseCachePluginOptions>(async (app: FastifyInstance, options) => {
  const cache = new ResponseCache({ maxBytes: options.maxBytes, maxAgeMs: CACHE_MAX_AGE_MS, now: () => options.clock.now().getTime() });
  /** Answers being computed, by version and key. */
  const computing = new Map<string, Promise<CachedResponse | undefined>>();
  app.decorateRequest('cacheSlot', null);

  /** Makes this request the one computing the key's answer; the settle it returns acts once. */
  const lead = (computingKey: string): CacheSlot['settle'] => {
    let resolve: CacheSlot['settle'] = () => undefined;
    computing.set(computingKey, new Promise((done) => (resolve = done)));
    let settled = false;
    return (answer) => {
      if (settled) return;
      settled = true;
      computing.delete(computingKey);
      resolve(answer);
    };
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.cache !== true) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) throw new Error(`Route ${route.url}: only reads may be cached`);
    // A route's own preHandler would run after the lookup: a guard there would be skipped.
    if (route.preHandler !== undefined) throw new Error(`Route ${route.url}: a cached route guards in preValidation`);
  });

  if (options.maxBytes === 0) return;

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.cache !== true) return;
    const key = keyOf(request);
    const version = options.changes.version();
    const computingKey = `${version}|${key}`;
    // Looked up and led without an await between: of requests arriving together, one leads.
    const underWay = computing.get(computingKey);
    const hit = cache.get(key, version) ?? (underWay === undefined ? undefined : await underWay);
    if (hit !== undefined && (hit.until === undefined || options.clock.now().getTime() < hit.until)) {
      reply.header('content-type', hit.contentType);
      if (hit.cacheControl !== undefined) reply.header('cache-control', hit.cacheControl);
      return reply.send(hit.payload);
    }
    request.cacheSlot = { key, version, settle: computing.has(computingKey) ? () => undefined : lead(computingKey) };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (slot === null) return payload;
    let answer: CachedResponse | undefined;
    let sent: unknown = payload;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const cacheControl = reply.getHeader('cache-control');
      // The bytes kept are the bytes sent: this request, too, is spared encoding the string.
      const bytes = Buffer.from(payload);
      sent = bytes;
      answer = {
        payload: bytes,
        contentType: String(reply.getHeader('content-type')),
        ...(cacheControl === undefined ? {} : { cacheControl: String(cacheControl) }),
        ...(slot.until === undefined ? {} : { until: slot.until }),
      };
      cache.set(slot.key, slot.version, answer);
    }
    slot.settle(answer);
    return sent;
  });

  // Whatever ends the request without an answer sent (a client gone mid-way), the waiting ones go on.
  const release = async (request: FastifyRequest) => request.cacheSlot?.settle(undefined);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
