import { groupMailSchema, id } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { ownGroupOnly } from '../groups/guard.js';
import { MailService } from './service.js';

const senderDto = z.object({
  fromName: z.string(),
  replyTo: z.string(),
  replyToSender: z.boolean(),
  signature: z.object({ fr: z.string(), en: z.string() }),
});

/** SPEC §7 "POST /mail/group/{id}": admins and section managers, and a coach for their own groups. */
export const mailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new MailService({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    club: deps.club,
    config: deps.config,
    log: app.log,
  });

  // Any staff member may write to a group (a coach to their own): each sees how their mails go out.
  app.get('/mail/sender', { config: { access: STAFF }, schema: { response: { 200: senderDto } } }, (request) =>
    service.sender(request.auth!.userId),
  );

  app.post(
    '/mail/group/:id',
    {
      config: { access: STAFF },
      preValidation: ownGroupOnly(deps.db),
      schema: {
        params: z.object({ id }),
        body: groupMailSchema,
        response: { 200: z.object({ queued: z.number(), recipients: z.number() }) },
      },
    },
    (request) => service.sendToGroup(request.params.id, request.body, request.auth!.userId),
  );
};
