import { idParams, outboxPageSchema, outboxQuery } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { OutboxService } from './service.js';

/** The mail outbox for admins: list by state, send a failed mail again. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new OutboxService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/mail/outbox',
    { config: { access: ADMIN }, schema: { querystring: outboxQuery, response: { 200: outboxPageSchema } } },
    (request) => service.list(request.query.state, request.query.page, request.query.pageSize),
  );

  app.post(
    '/mail/outbox/:id/retry',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.retry(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
