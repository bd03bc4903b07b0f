import {
  bulkMoveStudentsSchema,
  deleteStudentsSchema,
  id,
  memberContactResultDto,
  memberContactSchema,
  moveStudentsSchema,
  setSubGroupSchema,
  studentCreateResultDto,
  studentCreateSchema,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, GROUP_WRITERS } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { StudentRegistration } from './registration.js';
import { StudentsService } from './service.js';

const idParams = z.object({ id });

const testStudentDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
const testParticipantDto = testStudentDto.extend({ assignedAt: z.string(), resultGroupId: z.number().nullable(), failed: z.boolean() });

/**
 * SPEC §7 "Students": the moves of the group action panel and of the sub-group screen,
 * plus the permanent deletion from the removed-members group (SPEC §4): admins and
 * section managers (SPEC §6). The creation of new members and the member lists of the
 * test screens: admins only.
 */
export const studentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new StudentsService({ db: deps.db, clock: deps.clock, log: app.log });
  const registration = new StudentRegistration({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log });

  // SPEC §2 Student creation and the test edit screen's lists: admins only (SPEC §6).
  // 201 for a new member; 200 when the person may already be on file (domain members/duplicates.ts).
  app.post(
    '/student/',
    { config: { access: ADMIN }, schema: { body: studentCreateSchema, response: { 200: studentCreateResultDto, 201: studentCreateResultDto } } },
    async (request, reply) => {
      const result = await registration.create(request.body, request.auth!.userId);
      return reply.status(result.outcome === 'CREATED' ? 201 : 200).send(result);
    },
  );

  // The contact typed again for a member already on file, applied on the secretary's say-so.
  app.patch(
    '/student/:id/contact',
    { config: { access: ADMIN }, schema: { params: idParams, body: memberContactSchema, response: { 200: memberContactResultDto } } },
    (request) => service.applyContact(request.params.id, request.body, request.auth!.userId),
  );

  app.get(
    '/student/unassigned',
    { config: { access: ADMIN }, schema: { querystring: z.object({ id }), response: { 200: z.array(testStudentDto) } } },
    (request) => registration.candidates(request.query.id),
  );

  app.get(
    '/student/test/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: z.array(testParticipantDto) } } },
    (request) => registration.participants(request.params.id),
  );

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
      schema: {
        params: idParams,
        body: deleteStudentsSchema,
        response: {
          200: z.object({ deleted: z.number(), kept: z.number(), deletedIds: z.array(z.number()), keptIds: z.array(z.number()) }),
        },
      },
    },
    (request) => service.deleteFromGroup(request.params.id, request.body.students, request.auth!.userId),
  );
};
