import { idParams } from '@club/domain';
import {
  clubAdminSchema,
  clubViewSchema,
  CLUB_MSG,
  createPlaceSchema,
  LOGO_MAX_BYTES,
  logoQuery,
  placeSchema,
  updateClubSchema,
  updatePlaceSchema,
} from '@club/domain/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, PUBLIC, STAFF, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { feeSettingsRoutes } from './fees/routes.js';
import { healthRulesRoutes } from './health-rules/routes.js';
import { ClubService } from './service.js';
import { clubTextsRoutes } from './texts/routes.js';

/** A logo a little over the limit still reaches the check, which says why it is refused. */
const LOGO_BODY_LIMIT = 2 * LOGO_MAX_BYTES;

/** The raw bytes of a file, whatever type the browser guessed from its name. */
const RAW_UPLOAD = /^(?:application\/octet-stream|image\/[\w.+-]+)\s*(?:;|$)/i;

/** The browser may keep a logo for good under a URL naming its version; under any other it asks again. */
const FOREVER = 'public, max-age=31536000, immutable';

/** An SVG opened on its own may run nothing and load nothing (its inline styles aside). */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The club's settings: its identity, read by anyone and with the private fields by
 * its admins; the logo; the places where tests and sessions take place; the legal texts, the
 * health rules and the fee settings, each from its own folder.
 */
export const clubRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Read before the first request, so the first answers need not wait for it. A database out of
  // reach must not keep the server from starting (its health check says why): the settings are
  // then read on first use.
  await deps.club
    .settings()
    .catch((error: unknown) => app.log.warn({ event: 'club_settings_read_failed', err: error }, 'club settings could not be read'));
  const service = new ClubService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, identity: deps.club, log: app.log });
  await app.register(clubTextsRoutes, deps);
  await app.register(healthRulesRoutes, deps);
  await app.register(feeSettingsRoutes, deps);

  app.get('/club', { config: { access: PUBLIC }, schema: { response: { 200: clubViewSchema } } }, async (request, reply) => {
    const auth = request.auth;
    const admin = auth !== null && auth.roles.includes('ADMIN') && !auth.mustChangePassword;
    // The answer depends on who asks and may hold bank details: no cache keeps it.
    reply.header('cache-control', 'no-store');
    return admin ? service.adminView() : service.publicView();
  });

  app.patch('/club', { config: { access: ADMIN }, schema: { body: updateClubSchema, response: { 200: clubAdminSchema } } }, (request) =>
    service.update(request.body, staffOf(request).userId),
  );

  app.get('/club/logo', { config: { access: PUBLIC }, schema: { querystring: logoQuery } }, async (request, reply) => {
    // The tag comes from the settings kept in memory: a browser that has the logo is answered without reading it.
    const tag = await service.logoTag();
    if (tag !== null && request.headers['if-none-match'] === `"${tag}"`) return reply.status(304).header('etag', `"${tag}"`).send();
    const logo = await service.logo();
    if (logo === undefined) throw notFound('The club has no logo');
    reply
      .header('content-type', logo.type)
      .header('etag', `"${logo.etag}"`)
      .header('cache-control', request.query.v === logo.etag ? FOREVER : 'no-cache')
      .header('x-content-type-options', 'nosniff');
    if (logo.type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    return reply.send(logo.content);
  });

  // Its own scope: only this route reads a body as raw bytes.
  await app.register(async (upload) => {
    upload.addContentTypeParser(RAW_UPLOAD, { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT }, (_request, body, done) => done(null, body));
    upload.put(
      '/club/logo',
      { config: { access: ADMIN }, bodyLimit: LOGO_BODY_LIMIT, schema: { response: { 200: clubAdminSchema } } },
      async (request) => {
        // The content decides what the file is: the type the upload claims is not trusted.
        if (!Buffer.isBuffer(request.body)) throw badRequest({ logo: CLUB_MSG.logoType }, 'Send the logo file as the request body');
        return service.putLogo(request.body, staffOf(request).userId);
      },
    );
  });

  app.delete('/club/logo', { config: { access: ADMIN }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await service.removeLogo(staffOf(request).userId);
    return reply.status(204).send(null);
  });

  app.get('/club/places', { config: { access: STAFF }, schema: { response: { 200: z.array(placeSchema) } } }, () => service.places());

  app.post(
    '/club/places',
    { config: { access: ADMIN }, schema: { body: createPlaceSchema, response: { 201: placeSchema } } },
    async (request, reply) => reply.status(201).send(await service.createPlace(request.body, staffOf(request).userId)),
  );

  app.patch(
    '/club/places/:id',
    { config: { access: ADMIN }, schema: { params: idParams, body: updatePlaceSchema, response: { 200: placeSchema } } },
    (request) => service.updatePlace(request.params.id, request.body, staffOf(request).userId),
  );

  app.delete(
    '/club/places/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deletePlace(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
