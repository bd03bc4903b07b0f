import { healthRulesDto, updateHealthRulesSchema } from '@club/domain/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, staffOf } from '../../../auth/access.js';
import type { AppDeps } from '../../../app-deps.js';
import { HealthRulesService } from './service.js';

/**
 * The club's health rules (docs/product.md#health-rules): which health document a subscription
 * asks for, how long a certificate lasts, when families are reminded. The admins read and save them.
 */
export const healthRulesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new HealthRulesService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/club/health-rules', { config: { access: ADMIN }, schema: { response: { 200: healthRulesDto } } }, () => service.view());

  app.put(
    '/club/health-rules',
    { config: { access: ADMIN }, schema: { body: updateHealthRulesSchema, response: { 200: healthRulesDto } } },
    (request) => service.update(request.body, staffOf(request).userId),
  );
};
