import { bulkRemindersDto, subscriptionSelectionQuery } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN, staffOf } from '../../auth/access.js';
import { FamilyReminders } from './service.js';

/**
 * Reminders staff send from the subscription list (docs/product.md#health-rules): the list's
 * current filter, no body. The automatic ones run in `job.ts`.
 */
export const remindersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const reminders = new FamilyReminders({ ...deps, log: app.log, publicUrl: deps.config.publicUrl });

  app.post(
    '/subscription/reminders',
    { config: { access: ADMIN }, schema: { querystring: subscriptionSelectionQuery, response: { 200: bulkRemindersDto } } },
    (request) => reminders.bulk(request.query, staffOf(request).userId),
  );
};
