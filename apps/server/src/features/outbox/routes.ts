import { id, OUTBOX_STATES } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { OutboxService } from './service.js';

const mailDto = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  recipients: z.number(),
  state: z.enum(OUTBOX_STATES),
  groupMail: z.object({ senderName: z.string(), groupName: z.string() }).nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  state: z.enum(OUTBOX_STATES).optional(),
});

/** The mail outbox for admins: list by state, send a failed mail again. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new OutboxService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/mail/outbox',
    {
      config: { access: ADMIN },
      schema: {
        querystring: listQuery,
        response: { 200: z.object({ rows: z.array(mailDto), total: z.number(), page: z.number(), pageSize: z.number() }) },
      },
    },
    (request) => service.list(request.query.state, request.query.page, request.query.pageSize),
  );

  app.post(
    '/mail/outbox/:id/retry',
    { config: { access: ADMIN }, schema: { params: z.object({ id }), response: { 204: z.null() } } },
    async (request, reply) => {
      await service.retry(request.params.id, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );
};
