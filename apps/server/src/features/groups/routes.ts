import {
  changeGroupSectionSchema,
  createGroupSchema,
  groupIdsSchema,
  id,
  nextYearStudentsSchema,
  seesAllGroups,
  toggleNextGroupSchema,
  updateGroupBodySchema,
} from '@club/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessFor, STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { ownGroupOnly } from './guard.js';
import { GroupsService, type Viewer } from './service.js';

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
const summary = z.object({ id: z.number(), name: z.string() });
const option = z.object({ id: z.number(), label: z.string() });

export const groupListItemDto = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  reSubPrice: z.number(),
  sectionId: z.number(),
  Section: summary,
  typeId: z.number().nullable(),
  type: option.extend({ code: z.string() }).nullable(),
  packId: z.number().nullable(),
  pack: option.nullable(),
  ffnLicense: z.boolean(),
  shouldReceiveSubMail: z.boolean(),
  sportsCodeOfConduct: z.boolean(),
  emailList: z.string(),
  coaches: z.array(person),
  coachId: z.number().nullable(),
  studentCount: z.number(),
  systemRole: z.enum(['NONE', 'REMOVED']).nullable(),
  protected: z.boolean(),
  version: z.number(),
});

const groupDetailsDto = groupListItemDto.extend({
  students: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string(),
      gender: z.string(),
      subGroupId: z.number().nullable(),
      subGroupName: z.string().nullable(),
      nextYearGroupId: z.number().nullable(),
      contactInfo: z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable() }),
      guardian: person.extend({ email: z.string(), phoneNumber: z.string() }).nullable(),
    }),
  ),
  nextGroups: z.array(summary),
  subGroups: z.array(summary),
});

/** Optional paging of the students; without it the screen gets them all (it filters and selects on the page). */
const detailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});

const nextGroupDto = z.object({ id: z.number(), name: z.string(), possible: z.boolean() });
const idParams = z.object({ id });

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.userId,
  seesAllGroups: seesAllGroups(request.auth!.roles),
});

/**
 * SPEC §7 "Groups". Admins and section managers see and write every group; a coach
 * reads only the groups they coach (SPEC §6); only admins delete.
 */
export const groupsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The domain's rules, which the web's screens and buttons read too (SPEC §6).
  const groupWriters = accessFor('writeGroups');
  const groupDeleters = accessFor('deleteGroups');
  const service = new GroupsService({ db: deps.db, clock: deps.clock, log: app.log });
  const ownGroup = ownGroupOnly(deps.db);

  app.get('/group/', { config: { access: STAFF, cache: true }, schema: { response: { 200: z.array(groupListItemDto) } } }, (request) =>
    service.list(viewerOf(request), requestLanguage(request)),
  );

  app.get('/group/summary', { config: { access: STAFF, cache: true }, schema: { response: { 200: z.array(summary) } } }, () =>
    service.summaries(),
  );

  app.post(
    '/group/id',
    { config: { access: STAFF }, schema: { body: groupIdsSchema, response: { 200: z.array(summary) } } },
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
      schema: { params: idParams, querystring: detailsQuery, response: { 200: groupDetailsDto } },
    },
    (request) => {
      const { page, pageSize } = request.query;
      const paged = page === undefined && pageSize === undefined ? undefined : { page: page ?? 1, pageSize: pageSize ?? 50 };
      return service.details(request.params.id, requestLanguage(request), paged);
    },
  );

  app.post(
    '/group/',
    { config: { access: groupWriters }, schema: { body: createGroupSchema, response: { 201: z.object({ id: z.number() }) } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.auth!.userId)),
  );

  app.patch(
    '/group/:id',
    { config: { access: groupWriters }, schema: { params: idParams, body: updateGroupBodySchema, response: { 200: groupListItemDto } } },
    (request) => service.update(request.params.id, request.body, request.auth!.userId, requestLanguage(request)),
  );

  app.delete(
    '/group/:id',
    { config: { access: groupDeleters }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/group/:id/section',
    {
      config: { access: groupWriters },
      schema: { params: idParams, body: changeGroupSectionSchema, response: { 200: z.object({ id: z.number(), sectionId: z.number() }) } },
    },
    (request) => service.changeSection(request.params.id, request.body.sectionId, request.auth!.userId),
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
    (request) => service.toggleNext(request.params.id, request.body.possibleGroupId, request.auth!.userId),
  );

  app.post(
    '/group/:id/next/students',
    {
      config: { access: groupWriters },
      schema: { params: idParams, body: nextYearStudentsSchema, response: { 200: z.object({ updated: z.number() }) } },
    },
    (request) => service.setNextYear(request.params.id, request.body.students, request.auth!.userId),
  );

  app.get(
    '/group/:id/recipients',
    {
      config: { access: STAFF },
      preValidation: ownGroup,
      schema: {
        params: idParams,
        response: { 200: z.object({ groupId: z.number(), groupName: z.string(), recipients: z.array(z.string()) }) },
      },
    },
    (request) => service.recipients(request.params.id),
  );
};
