import { bulkMoveStudentsSchema, deleteStudentsSchema, id, moveStudentsSchema, setSubGroupSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_WRITERS } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { StudentsService } from './service.js';

const idParams = z.object({ id });

/**
 * SPEC §7 "Students": the moves of the group action panel and of the sub-group screen,
 * plus the permanent deletion from the removed-members group (SPEC §4). Admins and
 * section managers only (SPEC §6).
 */
export const studentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new StudentsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.patch(
    '/student/group',
    {
      config: { access: GROUP_WRITERS },
      schema: { body: moveStudentsSchema, response: { 200: z.object({ moved: z.number(), groupId: z.number() }) } },
    },
    (request) => service.moveToGroup(request.body.groupId, request.body.students, request.auth!.userId),
  );

  app.patch(
    '/student/bulk/group',
    { config: { access: GROUP_WRITERS }, schema: { body: bulkMoveStudentsSchema, response: { 200: z.object({ moved: z.number() }) } } },
    (request) => service.moveEach(request.body.students, request.auth!.userId),
  );

  app.patch(
    '/student/:id/subgroup',
    {
      config: { access: GROUP_WRITERS },
      schema: {
        params: idParams,
        body: setSubGroupSchema,
        response: { 200: z.object({ id: z.number(), subGroupId: z.number().nullable() }) },
      },
    },
    (request) => service.setSubGroup(request.params.id, request.body.subGroupId, request.auth!.userId),
  );

  app.post(
    '/group/:id/students/delete',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: idParams, body: deleteStudentsSchema, response: { 200: z.object({ deleted: z.number() }) } },
    },
    (request) => service.deleteFromGroup(request.params.id, request.body.students, request.auth!.userId),
  );
};
