import { createTimeSlotsSchema, id, updateTimeSlotSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_WRITERS, STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { TimeSlotsService } from './service.js';

const timeSlotDto = z.object({
  id: z.number(),
  groupId: z.number(),
  groupName: z.string(),
  weekday: z.number(),
  start: z.string(),
  end: z.string(),
  location: z.string(),
});
const idParams = z.object({ id });

/** Time slots (SPEC §2 /timeslot/new; the spec leaves their calls open, so they are ours). */
export const timeSlotsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new TimeSlotsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.post(
    '/timeslot/',
    { config: { access: GROUP_WRITERS }, schema: { body: createTimeSlotsSchema, response: { 201: z.array(timeSlotDto) } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.auth!, request.body.groupId, request.body.slots)),
  );

  app.get(
    '/timeslot',
    {
      config: { access: STAFF },
      schema: { querystring: z.object({ groupId: id.optional() }), response: { 200: z.array(timeSlotDto) } },
    },
    (request) => service.list(request.auth!, request.query.groupId),
  );

  app.get(
    '/timeslot/next',
    {
      config: { access: STAFF },
      schema: { querystring: z.object({ groupId: id }), response: { 200: z.object({ date: z.string().nullable() }) } },
    },
    (request) => service.next(request.auth!, request.query.groupId),
  );

  app.patch(
    '/timeslot/:id',
    { config: { access: GROUP_WRITERS }, schema: { params: idParams, body: updateTimeSlotSchema, response: { 200: timeSlotDto } } },
    (request) => service.update(request.auth!, request.params.id, request.body),
  );

  app.delete(
    '/timeslot/:id',
    { config: { access: GROUP_WRITERS }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.auth!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
