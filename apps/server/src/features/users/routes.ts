import { createUserSchema, id, ROLES, updateRolesSchema, updateUserSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, GROUP_WRITERS, isGroupWriter, STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { forbidden } from '../../lib/errors.js';
import { UsersService } from './service.js';

const roleDto = z.object({ id: z.number(), name: z.enum(ROLES) });
export const userDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  roles: z.array(roleDto),
});
const withDefaultPassword = userDto.extend({ defaultPassword: z.string() });
const groupSummary = z.object({ id: z.number(), name: z.string() });
const idParams = z.object({ id });

/** SPEC §7 "Authentication and users": staff accounts under /coach, roles under /role. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new UsersService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/coach/', { config: { access: ADMIN }, schema: { response: { 200: z.array(userDto) } } }, () => service.list());

  app.get(
    '/coach/role',
    {
      config: { access: GROUP_WRITERS },
      // Section managers pick coaches here: they see names, never the staff's own addresses.
      schema: { querystring: z.object({ role: z.enum(ROLES) }), response: { 200: z.array(userDto.omit({ email: true })) } },
    },
    (request) => service.listWithRole(request.query.role),
  );

  app.post(
    '/coach/',
    {
      config: { access: ADMIN },
      schema: { body: createUserSchema, response: { 201: withDefaultPassword } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.auth!.userId)),
  );

  app.get(
    '/coach/:id/groups',
    { config: { access: STAFF }, schema: { params: idParams, response: { 200: z.array(groupSummary) } } },
    (request) => {
      const auth = request.auth!;
      // A coach may list only their own groups; admins and section managers anyone's.
      if (!isGroupWriter(auth) && auth.userId !== request.params.id) throw forbidden();
      return service.groupsOf(request.params.id);
    },
  );

  app.post(
    '/coach/:id/roles',
    { config: { access: ADMIN }, schema: { params: idParams, body: updateRolesSchema, response: { 200: userDto } } },
    (request) => service.changeRoles(request.params.id, request.body.roles, request.auth!.userId),
  );

  app.patch(
    '/coach/:id',
    { config: { access: ADMIN }, schema: { params: idParams, body: updateUserSchema, response: { 200: userDto } } },
    (request) => service.updateEmail(request.params.id, request.body.email, request.auth!.userId),
  );

  app.post(
    '/coach/:id/password/reset',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: withDefaultPassword } } },
    (request) => service.resetPassword(request.params.id, request.auth!.userId),
  );

  app.delete(
    '/coach/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );

  app.get('/role/', { config: { access: STAFF }, schema: { response: { 200: z.array(roleDto) } } }, () => service.roles());

};
