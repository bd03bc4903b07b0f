import { createSectionSchema, idParams, sectionDto, updateSectionSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessFor, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { SectionsService } from './service.js';

/**
 * The /section calls (docs/product.md#api). The sections menu is the admin's; section managers
 * read the list too, since they file groups under sections (docs/product.md#roles).
 */
export const sectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SectionsService({ db: deps.db, clock: deps.clock, log: app.log });
  const sectionReaders = accessFor('readSections');
  const sectionManagers = accessFor('manageSections');

  app.get('/section/', { config: { access: sectionReaders }, schema: { response: { 200: z.array(sectionDto) } } }, () => service.list());

  app.get('/section/:id', { config: { access: sectionReaders }, schema: { params: idParams, response: { 200: sectionDto } } }, (request) =>
    service.get(request.params.id),
  );

  app.post(
    '/section/',
    { config: { access: sectionManagers }, schema: { body: createSectionSchema, response: { 201: sectionDto } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body, staffOf(request).userId)),
  );

  app.patch(
    '/section/:id/',
    { config: { access: sectionManagers }, schema: { params: idParams, body: updateSectionSchema, response: { 200: sectionDto } } },
    (request) => service.update(request.params.id, request.body, staffOf(request).userId),
  );

  app.delete(
    '/section/:id',
    { config: { access: sectionManagers }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
