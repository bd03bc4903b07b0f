import { groupMailResultSchema, groupMailSchema, groupMailSenderSchema, idParams } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { ownGroupOnly } from '../groups/guard.js';
import { MailService } from './service.js';

/** POST /mail/group/{id} (docs/product.md#roles): admins and section managers, and a coach for their own groups. */
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
  app.get('/mail/sender', { config: { access: STAFF }, schema: { response: { 200: groupMailSenderSchema } } }, (request) =>
    service.sender(staffOf(request).userId),
  );

  app.post(
    '/mail/group/:id',
    {
      config: { access: STAFF },
      preValidation: ownGroupOnly(deps.db),
      schema: { params: idParams, body: groupMailSchema, response: { 200: groupMailResultSchema } },
    },
    (request) => service.sendToGroup(request.params.id, request.body, staffOf(request).userId),
  );
};
