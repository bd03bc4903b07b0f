import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/**
 * Security headers (docs/architecture.md#quality-security) and a per-address rate limit on the
 * API. The headers come from helmet, built once: its Fastify wrapper builds it again on every
 * request, which `npm run bench` showed costing more than the headers themselves.
 */
export const registerSecurity = async (app: FastifyInstance, config: Readonly<Config>): Promise<void> => {
  const securityHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet sets headers only; it reports no error since its version 8.1.
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
  });
};
