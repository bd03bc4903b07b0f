import {
  bulkMovedStudentsDto,
  bulkMoveStudentsSchema,
  deleteStudentsResultDto,
  deleteStudentsSchema,
  idParams,
  memberContactResultDto,
  memberContactSchema,
  movedStudentsDto,
  moveStudentsSchema,
  setSubGroupSchema,
  studentCreateResultDto,
  studentCreateSchema,
  studentSubGroupDto,
  tryoutParticipantDto,
  tryoutStudentDto,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, GROUP_WRITERS, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { keepAnswerForTheDay } from '../../lib/response-cache-plugin.js';
import { MemberRegistration } from './registration.js';
import { MembersService } from './service.js';

/**
 * Members under the API's `/student/` paths (docs/product.md#api): the moves of the group action
 * panel and of the sub-group screen, plus the permanent deletion from the removed-members group
 * (docs/product.md#groups), for admins and section managers (docs/product.md#roles). The
 * registration of new members and the member lists of the test screens: admins only.
 */
export const membersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new MembersService({ db: deps.db, clock: deps.clock, log: app.log });
  const registration = new MemberRegistration({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log });

  // docs/product.md#screen-student-create: 201 for a new member; 200 when the person may
  // already be on file (domain members/duplicates.ts).
  app.post(
    '/student/',
    {
      config: { access: ADMIN },
      schema: { body: studentCreateSchema, response: { 200: studentCreateResultDto, 201: studentCreateResultDto } },
    },
    async (request, reply) => {
      const result = await registration.create(request.body, staffOf(request).userId);
      return reply.status(result.outcome === 'CREATED' ? 201 : 200).send(result);
    },
  );

  // The contact typed again for a member already on file, applied on the secretary's say-so.
  app.patch(
    '/student/:id/contact',
    { config: { access: ADMIN }, schema: { params: idParams, body: memberContactSchema, response: { 200: memberContactResultDto } } },
    (request) => service.applyContact(request.params.id, request.body, staffOf(request).userId),
  );

  // The test edit screen's lists; `?id=` is the test's.
  app.get(
    '/student/unassigned',
    { config: { access: ADMIN }, schema: { querystring: idParams, response: { 200: z.array(tryoutStudentDto) } } },
    (request) => registration.candidates(request.query.id),
  );

  // Kept between writes (docs/architecture.md#response-cache): a test's whole list, several hundred
  // members, read again by the test screens; the contacts shown depend on the day (minor or not).
  app.get(
    '/student/test/:id',
    { config: { access: ADMIN, cache: true }, schema: { params: idParams, response: { 200: z.array(tryoutParticipantDto) } } },
    (request) => {
      keepAnswerForTheDay(request, deps.clock.now());
      return registration.participants(request.params.id);
    },
  );

  app.patch(
    '/student/group',
    { config: { access: GROUP_WRITERS }, schema: { body: moveStudentsSchema, response: { 200: movedStudentsDto } } },
    (request) => service.moveToGroup(request.body.groupId, request.body.students, staffOf(request).userId),
  );

  app.patch(
    '/student/bulk/group',
    { config: { access: GROUP_WRITERS }, schema: { body: bulkMoveStudentsSchema, response: { 200: bulkMovedStudentsDto } } },
    (request) => service.moveEach(request.body.students, staffOf(request).userId),
  );

  app.patch(
    '/student/:id/subgroup',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: idParams, body: setSubGroupSchema, response: { 200: studentSubGroupDto } },
    },
    (request) => service.setSubGroup(request.params.id, request.body.subGroupId, staffOf(request).userId),
  );

  app.post(
    '/group/:id/students/delete',
    {
      config: { access: GROUP_WRITERS },
      schema: { params: idParams, body: deleteStudentsSchema, response: { 200: deleteStudentsResultDto } },
    },
    (request) => service.deleteFromGroup(request.params.id, request.body.students, staffOf(request).userId),
  );
};
