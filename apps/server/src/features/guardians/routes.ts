import { chooseGuardianSchema, guardianSchema, searchFilter } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { GuardiansService } from './service.js';

const guardianDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  secondaryEmail: z.string().nullable(),
  secondaryPhoneNumber: z.string().nullable(),
});
/** A column filter: plain text (a NUL byte would break PostgreSQL's LIKE). */
const filterText = searchFilter();

/**
 * SPEC §7: GET and POST /guardian/, POST /student/{id}/guardian (a guardian on file, or the
 * contact the family typed). Admins only (SPEC §6 students menu).
 */
export const guardiansRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new GuardiansService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/guardian/',
    {
      config: { access: ADMIN, cache: true },
      schema: {
        querystring: z.object({
          firstName: filterText,
          lastName: filterText,
          email: filterText,
          phone: filterText,
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ rows: z.array(guardianDto), total: z.number(), page: z.number(), pageSize: z.number() }) },
      },
    },
    (request) => {
      const { page, pageSize, ...filters } = request.query;
      return service.list(filters, page, pageSize);
    },
  );

  app.post(
    '/guardian/',
    { config: { access: ADMIN }, schema: { body: guardianSchema, response: { 201: guardianDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, requestLanguage(request), request.auth!.userId)),
  );

  app.post(
    '/student/:id/guardian',
    {
      config: { access: ADMIN },
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: chooseGuardianSchema,
        response: { 200: z.object({ studentId: z.number(), guardianId: z.number() }) },
      },
    },
    (request) => service.settle(request.params.id, request.body, request.auth!.userId),
  );
};
