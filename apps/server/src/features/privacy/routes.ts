import { eraseMemberSchema, id } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { PrivacyService } from './service.js';

const idParams = z.object({ id });
const summaryDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  groupName: z.string().nullable(),
  leftAt: z.string().nullable(),
  anonymisedAt: z.string().nullable(),
  counts: z.object({
    guardians: z.number(),
    subscriptions: z.number(),
    attendances: z.number(),
    tests: z.number(),
    mails: z.number(),
  }),
});

/** A member's personal data (Monaco law n° 1.565): summary, export and erasure, for admins only. */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new PrivacyService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log, config: deps.config });

  app.get(
    '/privacy/member/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: summaryDto } } },
    (request) => service.summary(request.params.id),
  );

  app.get(
    '/privacy/member/:id/export',
    { config: { access: ADMIN }, schema: { params: idParams } },
    async (request, reply) => {
      const data = await service.exportMember(request.params.id, request.auth!.userId);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="member-${request.params.id}-data.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/privacy/member/:id/erase',
    {
      config: { access: ADMIN },
      schema: {
        params: idParams,
        body: eraseMemberSchema,
        response: { 200: z.object({ subscriptions: z.number(), guardians: z.number(), mails: z.number() }) },
      },
    },
    (request) => service.erase(request.params.id, request.body.lastName, request.auth!.userId),
  );
};
