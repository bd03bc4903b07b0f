import { genericDocumentQuery, idParams } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { AttestationsService } from './service.js';

/** A child's payment attestation for admins (docs/product.md#fees-and-payments). */
export const attestationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AttestationsService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, club: deps.club, log: app.log });

  app.get(
    '/subscription/:id/payment-attestation',
    { config: { access: ADMIN }, schema: { params: idParams, querystring: genericDocumentQuery } },
    async (request, reply) =>
      sendPdf(reply, await service.forSubscription(request.params.id, request.query.lang ?? requestLanguage(request)), true),
  );
};
