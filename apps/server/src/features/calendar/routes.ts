import { calendarLinkDto, idParams } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC, STAFF, staffOf } from '../../auth/access.js';
import { CalendarService } from './service.js';

/** A feed's address: the token then `.ics`; anything longer than a token is refused by the service as unknown. */
const feedParams = z.object({ file: z.string().max(200) });

/** Calendar apps poll the feed; five minutes between two reads of the same app is plenty for a training's change. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/**
 * The calendar feeds (docs/product.md#calendar-feeds): the staff's links to a group's feed and
 * their own, and the feed itself, public since calendar apps send no login (the token is the key).
 * It keeps only the API's general rate limit: calendar services fetch every subscriber's feed
 * from a few addresses, and a token cannot be guessed (docs/architecture.md#private-links).
 */
export const calendarRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new CalendarService(deps);

  app.get(
    '/calendar/group/:id/link',
    { config: { access: STAFF }, schema: { params: idParams, response: { 200: calendarLinkDto } } },
    (request) => service.groupLink(staffOf(request), request.params.id),
  );

  app.delete('/calendar/group/:id/link', { config: { access: STAFF }, schema: { params: idParams } }, async (request, reply) => {
    await service.revokeGroupLink(staffOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/calendar/coach/link', { config: { access: STAFF }, schema: { response: { 200: calendarLinkDto } } }, (request) =>
    service.coachLink(staffOf(request)),
  );

  app.delete('/calendar/coach/link', { config: { access: STAFF } }, async (request, reply) => {
    await service.revokeCoachLink(staffOf(request));
    return reply.status(204).send();
  });

  app.get('/calendar/feed/:file', { config: { access: PUBLIC }, schema: { params: feedParams } }, async (request, reply) => {
    const feed = await service.feed(request.params.file);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', FEED_CACHE_CONTROL)
      .header('content-disposition', `inline; filename="${feed.filename}"`)
      .send(feed.text);
  });
};
