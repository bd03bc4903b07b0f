import { idParams, staffAcknowledgementsDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { AcknowledgementDocuments } from './acknowledgement-documents.js';

/**
 * The signatures families made online, for staff (docs/product.md#family-signatures): read by
 * whoever may open the subscription's screen (GET /subscription/student/:id).
 */
export const acknowledgementStaffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const documents = new AcknowledgementDocuments({ db: deps.db, identity: deps.club });

  app.get(
    '/subscription/:id/acknowledgements',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: staffAcknowledgementsDto } } },
    async (request) => documents.staffList(request.params.id),
  );

  app.get('/acknowledgement/:id/pdf', { config: { access: ADMIN }, schema: { params: idParams } }, async (request, reply) =>
    sendPdf(reply, await documents.forStaff(request.params.id, requestLanguage(request))),
  );
};
