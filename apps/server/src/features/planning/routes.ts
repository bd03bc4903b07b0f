import { cancellationDto, cancelSchema, closureDto, closureSchema, idParams, plannedSessionDto, planningQuery } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { accessFor, STAFF, staffOf } from '../../auth/access.js';
import { PlanningService } from './service.js';

/** The /planning calls (docs/product.md#planning, #cancellations). */
export const planningRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new PlanningService({ ...deps, log: app.log });
  const seesAll = accessFor('seeAllGroups');

  app.get(
    '/planning',
    { config: { access: STAFF }, schema: { querystring: planningQuery, response: { 200: z.array(plannedSessionDto) } } },
    (request) => service.list(staffOf(request), request.query),
  );

  app.get('/planning/locations', { config: { access: STAFF }, schema: { response: { 200: z.array(z.string()) } } }, () =>
    service.locations(),
  );

  app.post(
    '/planning/cancel',
    { config: { access: STAFF }, schema: { body: cancelSchema, response: { 200: cancellationDto } } },
    (request) => service.cancel(staffOf(request), request.body),
  );

  app.post(
    '/planning/:id/restore',
    { config: { access: STAFF }, schema: { params: idParams, response: { 200: cancellationDto } } },
    (request) => service.restore(staffOf(request), request.params.id),
  );

  app.get('/planning/closures', { config: { access: STAFF }, schema: { response: { 200: z.array(closureDto) } } }, () =>
    service.closures(),
  );

  app.post(
    '/planning/closures',
    { config: { access: seesAll }, schema: { body: closureSchema, response: { 201: closureDto } } },
    async (request, reply) => reply.status(201).send(await service.addClosure(staffOf(request), request.body)),
  );

  app.delete(
    '/planning/closures/:id',
    { config: { access: seesAll }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.removeClosure(staffOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
