import { familyPaymentsDto, genericDocumentQuery, idParams } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { FamilyPayments } from '../payments/family.js';

/** The family's fees, payments and receipts (docs/product.md#fees-and-payments), under /api/family. */
export const familyPaymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const payments = new FamilyPayments({ db: deps.db, club: deps.club, clock: deps.clock });

  app.get('/family/payments', { config: { access: FAMILY }, schema: { response: { 200: familyPaymentsDto } } }, (request) =>
    payments.view(familyOf(request)),
  );

  app.get(
    '/family/payments/:id/receipt',
    { config: { access: FAMILY }, schema: { params: idParams, querystring: genericDocumentQuery } },
    async (request, reply) =>
      sendPdf(reply, await payments.receipt(familyOf(request), request.params.id, request.query.lang ?? requestLanguage(request)), true),
  );
};
