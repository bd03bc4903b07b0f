import { createSectionSchema, id, updateSectionSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, GROUP_WRITERS } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { SectionsService } from './service.js';

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export const sectionDto = z.object({
  id: z.number(),
  name: z.string(),
  managerId: z.number().nullable(),
  Coach: person.nullable(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  protected: z.boolean(),
  version: z.number(),
});
const idParams = z.object({ id });

/**
 * SPEC §7 "Sections". The sections menu is the admin's (§6); section managers read the
 * list too, since they create groups in a section.
 */
export const sectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SectionsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/section/', { config: { access: GROUP_WRITERS }, schema: { response: { 200: z.array(sectionDto) } } }, () =>
    service.list(),
  );

  app.get(
    '/section/:id',
    { config: { access: GROUP_WRITERS }, schema: { params: idParams, response: { 200: sectionDto } } },
    (request) => service.get(request.params.id),
  );

  app.post(
    '/section/',
    { config: { access: ADMIN }, schema: { body: createSectionSchema, response: { 201: sectionDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.auth!.userId)),
  );

  app.patch(
    '/section/:id/',
    { config: { access: ADMIN }, schema: { params: idParams, body: updateSectionSchema, response: { 200: sectionDto } } },
    (request) => service.update(request.params.id, request.body, request.auth!.userId),
  );

  app.delete(
    '/section/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, request.auth!.userId);
      return reply.status(204).send(null);
    },
  );
};
