import {
  assignTryoutStudentSchema,
  completeTryoutSchema,
  idParams,
  makeTryoutCreateSchema,
  makeTryoutUpdateBodySchema,
  tryoutAssignmentDto,
  tryoutBirthYearQuerySchema,
  tryoutCardDto,
  tryoutCompletionDto,
  tryoutCreatedDto,
  tryoutGroupIdsSchema,
  tryoutGroupOptionDto,
  tryoutGroupDto,
  tryoutListQuerySchema,
  tryoutMailDto,
  tryoutSectionGroupsDto,
  tryoutStudentParams,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { SubscriptionLinks } from '../subscribe/links.js';
import { TryoutCompletion } from './completion.js';
import { TryoutsService } from './service.js';

/**
 * The try-out tests' API (docs/product.md#api). The tests menu is the admins' (docs/product.md#roles):
 * every route is ADMIN only. Dates travel as UTC ISO; cards also carry the date and time as shown in Monaco.
 */
export const tryoutsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new TryoutsService({ ...deps, log: app.log });
  const completion = new TryoutCompletion({ ...deps, log: app.log, links: new SubscriptionLinks(deps) });
  const now = () => deps.clock.now();
  const access = { access: ADMIN };

  app.post(
    '/test/',
    { config: access, schema: { body: makeTryoutCreateSchema(now), response: { 201: tryoutCreatedDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, staffOf(request).userId)),
  );

  app.get(
    '/test/',
    { config: access, schema: { querystring: tryoutListQuerySchema, response: { 200: z.array(tryoutCardDto) } } },
    (request) => service.list(request.query.available, requestLanguage(request)),
  );

  app.get(
    '/test/birthYear',
    { config: access, schema: { querystring: tryoutBirthYearQuerySchema, response: { 200: z.array(tryoutCardDto) } } },
    (request) => service.forBirthYear(request.query.birthYear, requestLanguage(request)),
  );

  app.get('/test/groups', { config: access, schema: { response: { 200: z.array(tryoutGroupOptionDto) } } }, () => service.usableGroups());

  app.post(
    '/test/student',
    { config: access, schema: { body: assignTryoutStudentSchema, response: { 200: tryoutAssignmentDto, 201: tryoutAssignmentDto } } },
    async (request, reply) => {
      const { created, result } = await service.assign(request.body, staffOf(request).userId);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get('/test/:id', { config: access, schema: { params: idParams, response: { 200: tryoutCardDto } } }, (request) =>
    service.get(request.params.id, requestLanguage(request)),
  );

  app.patch(
    '/test/:id',
    { config: access, schema: { params: idParams, body: makeTryoutUpdateBodySchema(now), response: { 200: tryoutCardDto } } },
    (request) => service.update(request.params.id, request.body, staffOf(request).userId, requestLanguage(request)),
  );

  app.delete('/test/:id', { config: access, schema: { params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.remove(request.params.id, staffOf(request).userId);
    return reply.status(204).send(null);
  });

  app.delete(
    '/test/:id/student/:studentId',
    { config: access, schema: { params: tryoutStudentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.unassign(request.params.id, request.params.studentId, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.get('/test/:id/group', { config: access, schema: { params: idParams, response: { 200: z.array(tryoutGroupDto) } } }, (request) =>
    service.possibleGroups(request.params.id),
  );

  app.post(
    '/test/:id/group',
    { config: access, schema: { params: idParams, body: tryoutGroupIdsSchema, response: { 200: z.array(tryoutGroupDto) } } },
    (request) => service.setPossibleGroups(request.params.id, request.body.groupIds, staffOf(request).userId),
  );

  app.get(
    '/test/:id/groups',
    { config: access, schema: { params: idParams, response: { 200: z.array(tryoutSectionGroupsDto) } } },
    (request) => service.groupsBySection(request.params.id),
  );

  app.patch(
    '/test/:id/completed',
    { config: access, schema: { params: idParams, body: completeTryoutSchema, response: { 200: tryoutCompletionDto } } },
    (request) => completion.complete(request.params.id, request.body.placements, staffOf(request).userId),
  );

  // A GET that queues the convocations, as the specification names it.
  app.get(
    '/test/:id/mail',
    { config: { ...access, changesData: true }, schema: { params: idParams, response: { 200: tryoutMailDto } } },
    (request) => service.mailParticipants(request.params.id, staffOf(request).userId),
  );
};
