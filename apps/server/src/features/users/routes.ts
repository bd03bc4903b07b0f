import {
  coachedGroupDto,
  createdUserDto,
  createUserSchema,
  idParams,
  roleDto,
  roleHolderDto,
  updateRolesSchema,
  updateUserSchema,
  userDto,
  usersWithRoleQuery,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, GROUP_WRITERS, isGroupWriter, STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { forbidden } from '../../lib/errors.js';
import { UsersService } from './service.js';

/** Staff accounts under /coach, roles under /role (docs/product.md#api). */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new UsersService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/coach/', { config: { access: ADMIN }, schema: { response: { 200: z.array(userDto) } } }, () => service.list());

  // Section managers pick coaches here: they see names, never the staff's own addresses.
  app.get(
    '/coach/role',
    { config: { access: GROUP_WRITERS }, schema: { querystring: usersWithRoleQuery, response: { 200: z.array(roleHolderDto) } } },
    (request) => service.listWithRole(request.query.role),
  );

  app.post(
    '/coach/',
    { config: { access: ADMIN }, schema: { body: createUserSchema, response: { 201: createdUserDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, staffOf(request).userId)),
  );

  app.get(
    '/coach/:id/groups',
    { config: { access: STAFF }, schema: { params: idParams, response: { 200: z.array(coachedGroupDto) } } },
    (request) => {
      const auth = staffOf(request);
      // A coach may list only their own groups; admins and section managers anyone's.
      if (!isGroupWriter(auth) && auth.userId !== request.params.id) throw forbidden();
      return service.groupsOf(request.params.id);
    },
  );

  app.post(
    '/coach/:id/roles',
    { config: { access: ADMIN }, schema: { params: idParams, body: updateRolesSchema, response: { 200: userDto } } },
    (request) => service.changeRoles(request.params.id, request.body.roles, staffOf(request).userId),
  );

  app.patch(
    '/coach/:id',
    { config: { access: ADMIN }, schema: { params: idParams, body: updateUserSchema, response: { 200: userDto } } },
    (request) => service.updateEmail(request.params.id, request.body.email, staffOf(request).userId),
  );

  app.post(
    '/coach/:id/password/reset',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: createdUserDto } } },
    (request) => service.resetPassword(request.params.id, staffOf(request).userId),
  );

  app.delete(
    '/coach/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.get('/role/', { config: { access: STAFF }, schema: { response: { 200: z.array(roleDto) } } }, () => service.roles());
};
