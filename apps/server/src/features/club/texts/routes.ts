import { clubTextKeyParams, clubTextSchema, clubTextSummarySchema, publishClubTextSchema, textVersionParams } from '@club/domain/club';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, STAFF, staffOf } from '../../../auth/access.js';
import type { AppDeps } from '../../../app-deps.js';
import { ClubTexts, serveClubTexts } from './current.js';
import { ClubTextsService } from './service.js';

/**
 * The club's legal texts (docs/product.md#legal-texts): the admins read and publish them;
 * every role reads the published versions, which the subscription screen names as accepted.
 * The texts in force are kept in memory for the PDFs and the family's form (current.ts).
 */
export const clubTextsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const stopServing = serveClubTexts(deps.db, new ClubTexts({ db: deps.db, changes: deps.changes, clock: deps.clock }));
  app.addHook('onClose', async () => stopServing());
  const service = new ClubTextsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/club/texts', { config: { access: ADMIN }, schema: { response: { 200: z.array(clubTextSummarySchema) } } }, () =>
    service.summaries(),
  );

  app.get(
    '/club/texts/:key',
    { config: { access: ADMIN }, schema: { params: clubTextKeyParams, response: { 200: clubTextSchema } } },
    (request) => service.current(request.params.key),
  );

  app.put(
    '/club/texts/:key',
    { config: { access: ADMIN }, schema: { params: clubTextKeyParams, body: publishClubTextSchema, response: { 200: clubTextSchema } } },
    (request) => service.publish(request.params.key, request.body, staffOf(request).userId),
  );

  app.get(
    '/club/texts/:key/versions',
    { config: { access: STAFF }, schema: { params: clubTextKeyParams, response: { 200: z.array(clubTextSummarySchema) } } },
    (request) => service.versions(request.params.key),
  );

  app.get(
    '/club/texts/:key/versions/:version',
    { config: { access: STAFF }, schema: { params: textVersionParams, response: { 200: clubTextSchema } } },
    (request) => service.version(request.params.key, request.params.version),
  );
};
