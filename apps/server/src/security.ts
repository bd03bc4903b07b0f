import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { SnapshotLocalStore } from './security/rate-limit-store.js';

type Helmet = ReturnType<typeof helmet>;

/**
 * The headers helmet sets, read once: its options are fixed at start-up and none of its
 * directives depends on the request (no nonce), so every answer gets the same list.
 */
export const headersOf = (securityHeaders: Helmet): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  let done = false;
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    // X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  // helmet answers synchronously and reports no error since its version 8.1.
  securityHeaders({} as IncomingMessage, response as unknown as ServerResponse, () => void (done = true));
  if (!done) throw new Error('helmet did not answer synchronously');
  return Object.freeze(headers);
};

/**
 * Security headers (docs/architecture.md#quality-security) and a per-address rate limit on the
 * API. The headers come from helmet, read once at start-up (`headersOf`) and given to each
 * reply as Fastify's own headers: its Fastify wrapper builds helmet again on every request, and
 * running helmet's middleware chain each time on the raw response, then having Node merge those
 * headers with Fastify's, cost more than the headers themselves (`npm run bench`). A route may
 * still replace one of them with `reply.header`.
 */
export const registerSecurity = async (app: FastifyInstance, config: Readonly<Config>): Promise<void> => {
  const securityHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI/emotion inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: the reviewer's preview of a family's uploaded photo or PDF, fetched with the staff token.
          imgSrc: ["'self'", 'data:', 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    store: SnapshotLocalStore,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
  });
};
