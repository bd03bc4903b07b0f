import {
  assignTestStudentSchema,
  completeTestSchema,
  id,
  makeTestCreateSchema,
  makeTestUpdateBodySchema,
  possibleDuplicateDto,
  testBirthYearQuerySchema,
  testGroupIdsSchema,
  testListQuerySchema,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { SubscriptionLinks } from '../subscriptions/links.js';
import { TestCompletion } from './completion.js';
import { TestsService } from './service.js';

const summary = z.object({ id: z.number(), name: z.string() });

export const testCardDto = z.object({
  id: z.number(),
  scheduledDateTime: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  capacity: z.number(),
  assigned: z.number(),
  remaining: z.number(),
  minBirthYear: z.number(),
  maxBirthYear: z.number(),
  typeId: z.number(),
  typeLabel: z.string(),
  type: z.object({ id: z.number(), label: z.string() }),
  location: z.string(),
  completed: z.boolean(),
  groups: z.array(summary),
  version: z.number(),
});

const groupOptionDto = z.object({ id: z.number(), name: z.string(), sectionId: z.number(), sectionName: z.string() });
const sectionGroupsDto = z.object({
  id: z.number(),
  name: z.string(),
  groups: z.array(summary.extend({ selected: z.boolean() })),
});
const assignmentDto = z.object({ testId: z.number(), studentId: z.number(), remaining: z.number(), mailQueued: z.boolean() });
const completionDto = z.object({
  id: z.number(),
  completed: z.literal(true),
  placed: z.number(),
  failed: z.number(),
  absent: z.number(),
  mailsQueued: z.number(),
  notAdmittedMailsQueued: z.number(),
  possibleDuplicates: z.array(possibleDuplicateDto).optional(),
});

const idParams = z.object({ id });
const studentParams = z.object({ id, studentId: id });

/**
 * SPEC §7 "Tests". The tests menu is the admins' (SPEC §6): every route is ADMIN only.
 * Dates travel as UTC ISO; cards also carry the date and time as shown in Monaco.
 */
export const testsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new TestsService({ ...deps, log: app.log });
  const completion = new TestCompletion({ ...deps, log: app.log, links: new SubscriptionLinks(deps) });
  const now = () => deps.clock.now();
  const access = { access: ADMIN };

  app.post(
    '/test/',
    { config: access, schema: { body: makeTestCreateSchema(now), response: { 201: z.object({ id: z.number() }) } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.auth!.userId)),
  );

  app.get(
    '/test/',
    { config: access, schema: { querystring: testListQuerySchema, response: { 200: z.array(testCardDto) } } },
    (request) => service.list(request.query.available, requestLanguage(request)),
  );

  app.get(
    '/test/birthYear',
    { config: access, schema: { querystring: testBirthYearQuerySchema, response: { 200: z.array(testCardDto) } } },
    (request) => service.forBirthYear(request.query.birthYear, requestLanguage(request)),
  );

  app.get('/test/groups', { config: access, schema: { response: { 200: z.array(groupOptionDto) } } }, () => service.usableGroups());

  app.post(
    '/test/student',
    { config: access, schema: { body: assignTestStudentSchema, response: { 200: assignmentDto, 201: assignmentDto } } },
    async (request, reply) => {
      const { created, result } = await service.assign(request.body, request.auth!.userId);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get('/test/:id', { config: access, schema: { params: idParams, response: { 200: testCardDto } } }, (request) =>
    service.get(request.params.id, requestLanguage(request)),
  );

  app.patch(
    '/test/:id',
    { config: access, schema: { params: idParams, body: makeTestUpdateBodySchema(now), response: { 200: testCardDto } } },
    (request) => service.update(request.params.id, request.body, request.auth!.userId, requestLanguage(request)),
  );

  app.delete('/test/:id', { config: access, schema: { params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.remove(request.params.id, request.auth!.userId);
    return reply.status(204).send(null);
  });

  app.delete(
    '/test/:id/student/:studentId',
    { config: access, schema: { params: studentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.unassign(request.params.id, request.params.studentId, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );

  app.get('/test/:id/group', { config: access, schema: { params: idParams, response: { 200: z.array(summary) } } }, (request) =>
    service.possibleGroups(request.params.id),
  );

  app.post(
    '/test/:id/group',
    { config: access, schema: { params: idParams, body: testGroupIdsSchema, response: { 200: z.array(summary) } } },
    (request) => service.setPossibleGroups(request.params.id, request.body.groupIds, request.auth!.userId),
  );

  app.get('/test/:id/groups', { config: access, schema: { params: idParams, response: { 200: z.array(sectionGroupsDto) } } }, (request) =>
    service.groupsBySection(request.params.id),
  );

  app.patch(
    '/test/:id/completed',
    { config: access, schema: { params: idParams, body: completeTestSchema, response: { 200: completionDto } } },
    (request) => completion.complete(request.params.id, request.body.placements, request.auth!.userId),
  );

  app.get(
    '/test/:id/mail',
    { config: access, schema: { params: idParams, response: { 200: z.object({ queued: z.number(), unreachable: z.number() }) } } },
    (request) => service.mailParticipants(request.params.id, request.auth!.userId),
  );
};
