import { erasureResultSchema, eraseMemberSchema, idParams, memberPrivacySummarySchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { PrivacyService } from './service.js';

/** A member's personal data (Monaco law n° 1.565): summary, export and erasure, for admins only. */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new PrivacyService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log, config: deps.config });

  app.get(
    '/privacy/member/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: memberPrivacySummarySchema } } },
    (request) => service.summary(request.params.id),
  );

  app.get('/privacy/member/:id/export', { config: { access: ADMIN }, schema: { params: idParams } }, async (request, reply) => {
    const data = await service.exportMember(request.params.id, staffOf(request).userId);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="member-${request.params.id}-data.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/privacy/member/:id/erase',
    {
      config: { access: ADMIN },
      schema: { params: idParams, body: eraseMemberSchema, response: { 200: erasureResultSchema } },
    },
    (request) => service.erase(request.params.id, request.body.lastName, staffOf(request).userId),
  );
};
