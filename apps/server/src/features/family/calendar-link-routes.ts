import { calendarLinkDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { CalendarService } from '../calendar/service.js';

/** The family's calendar feed link (docs/product.md#calendar-feeds), under /api/family. */
export const familyCalendarLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new CalendarService(deps);

  app.get('/family/calendar-link', { config: { access: FAMILY }, schema: { response: { 200: calendarLinkDto } } }, (request) =>
    service.familyLink(familyOf(request).emailKey),
  );

  app.delete('/family/calendar-link', { config: { access: FAMILY } }, async (request, reply) => {
    await service.revokeFamilyLink(familyOf(request).emailKey);
    return reply.status(204).send();
  });
};
