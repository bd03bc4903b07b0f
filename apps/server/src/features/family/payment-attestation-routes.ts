import { genericDocumentQuery, idParams, scheduleQuery } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { AttestationsService } from '../attestations/service.js';
import { sendPdf } from '../documents/routes.js';

/** `?season=2026-2027`: the season's label, the current season when left out. */
const attestationQuery = genericDocumentQuery.extend({ season: scheduleQuery.shape.season });

/** A child's payment attestation from the family space (docs/product.md#fees-and-payments), under /api/family. */
export const familyPaymentAttestationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const attestations = new AttestationsService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, club: deps.club, log: app.log });

  app.get(
    '/family/members/:id/payment-attestation',
    { config: { access: FAMILY }, schema: { params: idParams, querystring: attestationQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await attestations.forFamily(
          familyOf(request),
          request.params.id,
          request.query.season,
          request.query.lang ?? requestLanguage(request),
        ),
        true,
      ),
  );
};
