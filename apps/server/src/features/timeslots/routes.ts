import {
  createTimeSlotsSchema,
  idParams,
  nextSlotDto,
  nextSlotQuery,
  timeSlotDto,
  timeSlotListQuery,
  updateTimeSlotSchema,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessFor, STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { TimeSlotsService } from './service.js';

/** The /timeslot calls (docs/product.md#time-slots): the screen /timeslot/new's, and a new session's date. */
export const timeSlotsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new TimeSlotsService({ db: deps.db, clock: deps.clock, log: app.log });
  const slotWriters = accessFor('writeTimeSlots');

  app.post(
    '/timeslot/',
    { config: { access: slotWriters }, schema: { body: createTimeSlotsSchema, response: { 201: z.array(timeSlotDto) } } },
    async (request, reply) => reply.status(201).send(await service.create(staffOf(request), request.body.groupId, request.body.slots)),
  );

  app.get(
    '/timeslot',
    { config: { access: STAFF }, schema: { querystring: timeSlotListQuery, response: { 200: z.array(timeSlotDto) } } },
    (request) => service.list(staffOf(request), request.query.groupId),
  );

  app.get(
    '/timeslot/next',
    { config: { access: STAFF }, schema: { querystring: nextSlotQuery, response: { 200: nextSlotDto } } },
    (request) => service.next(staffOf(request), request.query.groupId),
  );

  app.patch(
    '/timeslot/:id',
    { config: { access: slotWriters }, schema: { params: idParams, body: updateTimeSlotSchema, response: { 200: timeSlotDto } } },
    (request) => service.update(staffOf(request), request.params.id, request.body),
  );

  app.delete(
    '/timeslot/:id',
    { config: { access: slotWriters }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(staffOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
