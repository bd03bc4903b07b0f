import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { healthServiceOf } from '../health/service.js';
import { bearerMatches } from './bearer.js';
import { createMetrics, UNMATCHED_ROUTE } from './registry.js';

/**
 * GET /api/metrics in the Prometheus text format (docs/operations.md, "Metrics"). Off unless
 * METRICS_TOKEN is set: then neither the route nor the hooks exist, and the path answers 404
 * like any unknown one. On, it wants `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 * Registered with fastify-plugin so its hooks see every route of the app.
 */
export const metricsPlugin = fp<AppDeps>(async (app: FastifyInstance, deps) => {
  const token = deps.config.metricsToken;
  if (token === undefined) return;
  const metrics = createMetrics();
  const health = healthServiceOf(deps, app.log);

  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    metrics.registry.clear();
    done();
  });

  app.get(
    '/api/metrics',
    {
      // The auth plugin finds no staff session in this token and lets it through; the token is checked here.
      config: { access: PUBLIC },
      onRequest: async (request, reply) => {
        if (bearerMatches(request.headers.authorization, token)) return;
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
      },
    },
    async (_request, reply) => {
      metrics.setHealth(await health.ready());
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
});
