import {
  changeGroupSectionSchema,
  createdGroupDto,
  createGroupSchema,
  groupDetailsDto,
  groupDetailsQuery,
  groupIdsSchema,
  groupListItemDto,
  groupRecipientsSchema,
  groupSectionDto,
  groupSummaryDto,
  idParams,
  nextGroupDto,
  nextYearStudentsSchema,
  nextYearUpdateDto,
  seesAllGroups,
  toggleNextGroupSchema,
  updateGroupBodySchema,
} from '@club/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessFor, STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { ownGroupOnly } from './guard.js';
import { GroupsService, type Viewer } from './service.js';

const viewerOf = (request: FastifyRequest): Viewer => {
  const staff = staffOf(request);
  return { userId: staff.userId, seesAllGroups: seesAllGroups(staff.roles) };
};

/**
 * The /group calls (docs/product.md#api). Admins and section managers see and write every
 * group; a coach reads only the groups they coach; only admins delete (docs/product.md#roles).
 */
export const groupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The domain's rules, which the web's screens and buttons read too.
  const groupWriters = accessFor('writeGroups');
  const groupDeleters = accessFor('deleteGroups');
  const service = new GroupsService({ db: deps.db, clock: deps.clock, log: app.log });
  const ownGroup = ownGroupOnly(deps.db);

  app.get('/group/', { config: { access: STAFF, cache: true }, schema: { response: { 200: z.array(groupListItemDto) } } }, (request) =>
    service.list(viewerOf(request), requestLanguage(request)),
  );

  app.get('/group/summary', { config: { access: STAFF, cache: true }, schema: { response: { 200: z.array(groupSummaryDto) } } }, () =>
    service.summaries(),
  );

  app.post(
    '/group/id',
    { config: { access: STAFF }, schema: { body: groupIdsSchema, response: { 200: z.array(groupSummaryDto) } } },
    (request) => service.summaries(request.body.ids),
  );

  app.get(
    '/group/section/:id',
    { config: { access: STAFF, cache: true }, schema: { params: idParams, response: { 200: z.array(groupListItemDto) } } },
    (request) => service.listOfSection(request.params.id, viewerOf(request), requestLanguage(request)),
  );

  app.get(
    '/group/:id',
    {
      config: { access: STAFF, cache: true },
      preValidation: ownGroup,
      schema: { params: idParams, querystring: groupDetailsQuery, response: { 200: groupDetailsDto } },
    },
    (request) => {
      const { page, pageSize } = request.query;
      const paged = page === undefined && pageSize === undefined ? undefined : { page: page ?? 1, pageSize: pageSize ?? 50 };
      return service.details(request.params.id, requestLanguage(request), paged);
    },
  );

  app.post(
    '/group/',
    { config: { access: groupWriters }, schema: { body: createGroupSchema, response: { 201: createdGroupDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, staffOf(request).userId)),
  );

  app.patch(
    '/group/:id',
    { config: { access: groupWriters }, schema: { params: idParams, body: updateGroupBodySchema, response: { 200: groupListItemDto } } },
    (request) => service.update(request.params.id, request.body, staffOf(request).userId, requestLanguage(request)),
  );

  app.delete(
    '/group/:id',
    { config: { access: groupDeleters }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/group/:id/section',
    { config: { access: groupWriters }, schema: { params: idParams, body: changeGroupSectionSchema, response: { 200: groupSectionDto } } },
    (request) => service.changeSection(request.params.id, request.body.sectionId, staffOf(request).userId),
  );

  app.get(
    '/group/:id/next',
    { config: { access: STAFF }, preValidation: ownGroup, schema: { params: idParams, response: { 200: z.array(nextGroupDto) } } },
    (request) => service.nextOptions(request.params.id),
  );

  app.post(
    '/group/:id/next',
    {
      config: { access: groupWriters },
      schema: { params: idParams, body: toggleNextGroupSchema, response: { 200: z.array(nextGroupDto) } },
    },
    (request) => service.toggleNext(request.params.id, request.body.possibleGroupId, staffOf(request).userId),
  );

  app.post(
    '/group/:id/next/students',
    { config: { access: groupWriters }, schema: { params: idParams, body: nextYearStudentsSchema, response: { 200: nextYearUpdateDto } } },
    (request) => service.setNextYear(request.params.id, request.body.students, staffOf(request).userId),
  );

  app.get(
    '/group/:id/recipients',
    { config: { access: STAFF }, preValidation: ownGroup, schema: { params: idParams, response: { 200: groupRecipientsSchema } } },
    (request) => service.recipients(request.params.id),
  );
};
