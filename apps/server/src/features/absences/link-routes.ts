import { absenceDto, familyAbsencesDto, idParams, reportAbsenceSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC } from '../../auth/access.js';
import { notFound } from '../../lib/errors.js';
import { PrivateLinks } from '../private-links/service.js';
import { tokenRateLimit } from '../subscribe/guard.js';
import { AbsencesService } from './service.js';

/** The token of the absence link; a missing or malformed one answers as an unknown one (404). */
const linkQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The absence page opened from a family mail without signing in (docs/product.md#absences):
 * the link's token stands for the family's address. Token look-ups get the link pages' tight
 * rate limit, and the answers are never kept by a browser or a proxy.
 */
export const absenceLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AbsencesService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log });
  const links = new PrivateLinks({ signer: deps.linkSigner, clock: deps.clock });
  const rateLimit = tokenRateLimit(deps.config.rateLimitMax);
  // The family's children and absences, refusals included: nothing here is kept by a browser or a proxy.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The family address the token opens; a forged, unknown or revoked token opens nothing. */
  const emailKeyOf = async (token: string | undefined): Promise<string> => {
    const emailKey = token === undefined || token === '' ? null : await links.subjectOf(deps.db, 'FAMILY_ABSENCE', token);
    if (emailKey === null) throw notFound('LINK_INVALID');
    return emailKey;
  };

  app.get(
    '/absence-link',
    { config: { access: PUBLIC, rateLimit }, schema: { querystring: linkQuery, response: { 200: familyAbsencesDto } } },
    async (request) => service.view(await emailKeyOf(request.query.token)),
  );

  app.post(
    '/absence-link/absences',
    {
      config: { access: PUBLIC, rateLimit },
      schema: { querystring: linkQuery, body: reportAbsenceSchema, response: { 201: absenceDto } },
    },
    async (request, reply) => reply.status(201).send(await service.report(await emailKeyOf(request.query.token), request.body, 'LINK')),
  );

  app.delete(
    '/absence-link/absences/:id',
    { config: { access: PUBLIC, rateLimit }, schema: { params: idParams, querystring: linkQuery, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.withdraw(await emailKeyOf(request.query.token), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
