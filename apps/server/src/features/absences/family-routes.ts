import { absenceDto, familyAbsencesDto, idParams, reportAbsenceSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { AbsencesService } from './service.js';

/** A family reports its children absent from the family space (docs/product.md#absences), under /api/family. */
export const familyAbsencesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AbsencesService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log });

  app.get('/family/absences', { config: { access: FAMILY }, schema: { response: { 200: familyAbsencesDto } } }, (request) =>
    service.view(familyOf(request).emailKey),
  );

  app.post(
    '/family/absences',
    { config: { access: FAMILY }, schema: { body: reportAbsenceSchema, response: { 201: absenceDto } } },
    async (request, reply) => reply.status(201).send(await service.report(familyOf(request).emailKey, request.body, 'FAMILY')),
  );

  app.delete(
    '/family/absences/:id',
    { config: { access: FAMILY }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.withdraw(familyOf(request).emailKey, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
