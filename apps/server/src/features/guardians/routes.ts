import {
  chooseGuardianSchema,
  guardianChoiceResultDto,
  guardianDto,
  guardianListQuery,
  guardianPageDto,
  guardianSchema,
  idParams,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { GuardiansService } from './service.js';

/**
 * GET and POST /guardian/, POST /student/{id}/guardian (a guardian on file, or the contact the
 * family typed): docs/product.md#api. Admins only (docs/product.md#roles).
 */
export const guardiansRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new GuardiansService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/guardian/',
    { config: { access: ADMIN, cache: true }, schema: { querystring: guardianListQuery, response: { 200: guardianPageDto } } },
    (request) => {
      const { page, pageSize, ...filters } = request.query;
      return service.list(filters, page, pageSize);
    },
  );

  app.post(
    '/guardian/',
    { config: { access: ADMIN }, schema: { body: guardianSchema, response: { 201: guardianDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, requestLanguage(request), staffOf(request).userId)),
  );

  app.post(
    '/student/:id/guardian',
    { config: { access: ADMIN }, schema: { params: idParams, body: chooseGuardianSchema, response: { 200: guardianChoiceResultDto } } },
    (request) => service.settle(request.params.id, request.body, staffOf(request).userId),
  );
};
