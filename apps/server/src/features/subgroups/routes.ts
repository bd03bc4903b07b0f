import { createSubGroupSchema, id } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_WRITERS, STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { ownGroupOnly } from '../groups/guard.js';
import { SubGroupsService } from './service.js';

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
const subGroupDto = z.object({ id: z.number(), name: z.string(), coaches: z.array(person) });
const overviewDto = z.object({
  id: z.number(),
  name: z.string(),
  subGroups: z.array(subGroupDto),
  coaches: z.array(person.extend({ groupCoach: z.boolean() })),
  students: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string(),
      subGroupId: z.number().nullable(),
    }),
  ),
});
const groupParams = z.object({ id });

/**
 * SPEC §7 "GET, POST, DELETE on /group/{id}/subgroup/". Managing sub-groups is for admins
 * and section managers (SPEC §6); a coach may list the sub-groups of their own groups,
 * which the new-session pre-step needs. Deletion names the sub-group in the path:
 * DELETE /group/{id}/subgroup/{subGroupId}.
 */
export const subGroupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SubGroupsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get(
    '/group/:id/subgroup/',
    {
      config: { access: STAFF },
      preValidation: ownGroupOnly(deps.db),
      schema: { params: groupParams, response: { 200: z.array(subGroupDto) } },
    },
    (request) => service.list(request.params.id),
  );

  app.get(
    '/group/:id/subgroup/overview',
    { config: { access: GROUP_WRITERS }, schema: { params: groupParams, response: { 200: overviewDto } } },
    (request) => service.overview(request.params.id),
  );

  app.post(
    '/group/:id/subgroup/',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: groupParams, body: createSubGroupSchema, response: { 201: subGroupDto } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.params.id, request.body, request.auth!.userId)),
  );

  app.delete(
    '/group/:id/subgroup/:subGroupId',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: z.object({ id, subGroupId: id }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.params.subGroupId, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );
};
