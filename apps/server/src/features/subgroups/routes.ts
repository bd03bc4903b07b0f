import { createSubGroupSchema, idParams, subGroupDto, subGroupOverviewDto, subGroupParams } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_WRITERS, STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { ownGroupOnly } from '../groups/guard.js';
import { SubGroupsService } from './service.js';

/**
 * GET, POST and DELETE on /group/{id}/subgroup/ (docs/product.md#api). Managing sub-groups is
 * for admins and section managers (docs/product.md#roles); a coach may list the sub-groups of
 * their own groups, which the new-session pre-step needs. Deletion names the sub-group in the
 * path: DELETE /group/{id}/subgroup/{subGroupId}.
 */
export const subGroupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SubGroupsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/group/:id/subgroup/',
    {
      config: { access: STAFF },
      preValidation: ownGroupOnly(deps.db),
      schema: { params: idParams, response: { 200: z.array(subGroupDto) } },
    },
    (request) => service.list(request.params.id),
  );

  app.get(
    '/group/:id/subgroup/overview',
    { config: { access: GROUP_WRITERS }, schema: { params: idParams, response: { 200: subGroupOverviewDto } } },
    (request) => service.overview(request.params.id),
  );

  app.post(
    '/group/:id/subgroup/',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: idParams, body: createSubGroupSchema, response: { 201: subGroupDto } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.params.id, request.body, staffOf(request).userId)),
  );

  app.delete(
    '/group/:id/subgroup/:subGroupId',
    { config: { access: GROUP_WRITERS }, schema: { params: subGroupParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, request.params.subGroupId, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
