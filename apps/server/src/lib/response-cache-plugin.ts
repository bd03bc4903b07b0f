import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../db/data-changes.js';
import { requestLanguage } from './language.js';
import type { Clock } from './clock.js';
import { ResponseCache } from './response-cache.js';

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
    cacheSlot: { key: string; version: string; until?: number } | null;
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

/** Per caller: two staff members never share an answer, even with the same roles. */
const keyOf = (request: FastifyRequest): string =>
  `${request.method}|${request.auth?.userId ?? '-'}|${request.auth?.roles.join(',') ?? ''}|${requestLanguage(request)}|${request.url}`;

/**
 * Keeps the answers of the read routes marked `config.cache`. The lookup runs after the
 * access rule, the route guards and validation, so a cached answer is given only to a caller
 * who may see it; the data version is read before the handler runs, so an answer computed
 * while a write committed is stored under a version already gone and never given.
 */
export const responseCachePlugin = fp<ResponseCachePluginOptions>(async (app: FastifyInstance, options) => {
  const cache = new ResponseCache({ maxBytes: options.maxBytes, maxAgeMs: CACHE_MAX_AGE_MS, now: () => options.clock.now().getTime() });
  app.decorateRequest('cacheSlot', null);

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
    const hit = cache.get(key, version);
    if (hit === undefined) {
      request.cacheSlot = { key, version };
      return;
    }
    reply.header('content-type', hit.contentType);
    if (hit.cacheControl !== undefined) reply.header('cache-control', hit.cacheControl);
    return reply.send(hit.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (slot !== null && reply.statusCode === 200 && typeof payload === 'string') {
      const cacheControl = reply.getHeader('cache-control');
      cache.set(slot.key, slot.version, {
        payload,
        contentType: String(reply.getHeader('content-type')),
        ...(cacheControl === undefined ? {} : { cacheControl: String(cacheControl) }),
        ...(slot.until === undefined ? {} : { until: slot.until }),
      });
    }
    return payload;
  });
});
