import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { authPlugin } from './auth/plugin.js';
import { authRoutes } from './features/auth/routes.js';
import { groupsRoutes } from './features/groups/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { metricsPlugin } from './features/metrics/plugin.js';
import { mailRoutes } from './features/mail/routes.js';
import { referenceRoutes } from './features/reference/routes.js';
import { sectionsRoutes } from './features/sections/routes.js';
import { sessionsRoutes } from './features/sessions/routes.js';
import { membersRoutes } from './features/members/routes.js';
import { subGroupsRoutes } from './features/subgroups/routes.js';
import { tryoutsRoutes } from './features/tryouts/routes.js';
import { timeSlotsRoutes } from './features/timeslots/routes.js';
import { usersRoutes } from './features/users/routes.js';
import { documentsRoutes } from './features/documents/routes.js';
import { guardiansRoutes } from './features/guardians/routes.js';
import { seasonsRoutes } from './features/seasons/routes.js';
import { subscribeRoutes } from './features/subscribe/routes.js';
import { subscriptionsRoutes } from './features/subscriptions/routes.js';
import { auditRoutes } from './features/audit/routes.js';
import { clubRoutes } from './features/club/routes.js';
import { clubHeadingOf } from './features/club/service.js';
import { outboxRoutes } from './features/outbox/routes.js';
import { privacyRoutes } from './features/privacy/routes.js';
import { familyRoutes } from './features/family/routes.js';
import { acknowledgementStaffRoutes } from './features/family/staff-routes.js';
import { uploadsRoutes } from './features/uploads/routes.js';
import { correctionsRoutes } from './features/corrections/routes.js';
import { remindersRoutes } from './features/reminders/routes.js';
import { paymentsRoutes } from './features/payments/routes.js';
import { attestationsRoutes } from './features/attestations/routes.js';
import { treasuryRoutes } from './features/treasury/routes.js';
import { familyAbsencesRoutes } from './features/absences/family-routes.js';
import { absenceLinkRoutes } from './features/absences/link-routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { planningRoutes } from './features/planning/routes.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { responseCachePlugin } from './lib/response-cache-plugin.js';
import { loggerOptions } from './lib/logger.js';
import { registerSecurity } from './security.js';
import { registerNulGuard } from './security/nul-guard.js';
import { registerSpa } from './spa.js';

export interface BuildAppOptions {
  deps: AppDeps;
  /** Folder of the web build to serve; none in API tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Every /api route, as registered: the access test walks this list. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's querystring schema, if it has one: what a caller must send besides the path. */
  querystring?: unknown;
  /** A GET that changes data (`config.changesData`). */
  changesData?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes data, as the specification has one do (GET /test/{id}/mail sends the
     * try-out's convocations): the bench times it as a command, not as a read under load
     * (docs/bench.md#what-it-measures).
     */
    changesData?: boolean;
  }
}

/** The Fastify application, built apart from the process entry so tests build their own. */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { deps } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    // One hop: the address the reverse proxy adds; what a client writes into X-Forwarded-For itself is not believed.
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        routeList.push({ method, url: route.url, querystring: route.schema?.querystring, changesData: route.config?.changesData === true });
      }
    }
  });

  registerErrorHandler(app);
  await registerSecurity(app, deps.config);
  // Before the response cache's lookup, which is a preHandler too.
  registerNulGuard(app);
  await app.register(cookie);
  await app.register(authPlugin, {
    db: deps.db,
    tokens: deps.tokens,
    clock: deps.clock,
    changes: deps.changes,
  });
  await app.register(responseCachePlugin, {
    changes: deps.changes,
    clock: deps.clock,
    maxBytes: deps.config.responseCacheMb * 1024 * 1024,
  });
  // Hooks on every route, and GET /api/metrics, only when METRICS_TOKEN is set.
  await app.register(metricsPlugin, deps);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, { ...deps, prefix: '/coach' });
      await api.register(usersRoutes, deps);
      await api.register(referenceRoutes, deps);
      await api.register(subscribeRoutes, deps);
      await api.register(subscriptionsRoutes, deps);
      await api.register(documentsRoutes, deps);
      await api.register(guardiansRoutes, deps);
      await api.register(seasonsRoutes, deps);
      await api.register(sectionsRoutes, deps);
      await api.register(groupsRoutes, deps);
      await api.register(subGroupsRoutes, deps);
      await api.register(membersRoutes, deps);
      await api.register(mailRoutes, deps);
      await api.register(sessionsRoutes, deps);
      await api.register(timeSlotsRoutes, deps);
      await api.register(tryoutsRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(outboxRoutes, deps);
      await api.register(privacyRoutes, deps);
      await api.register(clubRoutes, deps);
      await api.register(familyRoutes, deps);
      await api.register(acknowledgementStaffRoutes, deps);
      await api.register(uploadsRoutes, deps);
      await api.register(correctionsRoutes, deps);
      await api.register(remindersRoutes, deps);
      await api.register(paymentsRoutes, deps);
      await api.register(attestationsRoutes, deps);
      await api.register(treasuryRoutes, deps);
      await api.register(familyAbsencesRoutes, deps);
      await api.register(absenceLinkRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(planningRoutes, deps);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, options.webDist, { clubHeading: () => clubHeadingOf(deps.club) });
  return app;
};
