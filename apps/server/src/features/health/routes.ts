import { healthReadySchema, healthStatusSchema, livenessSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { healthServiceOf } from './service.js';

/**
 * Health (docs/operations.md, "Health and signs of trouble"):
 * - GET /health: liveness, the process answers. It reads nothing, so a database outage does not
 *   get a healthy process restarted by a supervisor (docs/architecture.md#api-contract: 200 {"status":"ok"}).
 * - GET /health/ready: public, for load balancers and uptime monitors: 503 when the app cannot
 *   work (database down, disk under the floor), else 200; states and figures only.
 * - GET /health/status: the same checks with dates and the last backup error, for the admins'
 *   home screen. Those details are behind the admin login rather than a token: the screen
 *   already has a session, and monitoring tools need no more than /ready and /metrics give.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = healthServiceOf(deps, app.log);

  app.get('/health', { config: { access: PUBLIC, rateLimit: false }, schema: { response: { 200: livenessSchema } } }, () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    { config: { access: PUBLIC }, schema: { response: { 200: healthReadySchema, 503: healthReadySchema } } },
    async (_request, reply) => {
      const report = await service.ready();
      // A monitor must see the state of now, never an answer kept by a proxy.
      reply.header('cache-control', 'no-store');
      return reply.status(report.status === 'error' ? 503 : 200).send(report);
    },
  );

  app.get('/health/status', { config: { access: ADMIN }, schema: { response: { 200: healthStatusSchema } } }, () => service.status());
};
