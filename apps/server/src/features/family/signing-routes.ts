import {
  acknowledgementDto,
  acknowledgementParams,
  acknowledgementSchema,
  familyReadableTextDto,
  familyTextParams,
  idParams,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { AcknowledgementDocuments } from './acknowledgement-documents.js';
import { SigningService } from './signing.js';

/** Signing club texts from the family space (docs/product.md#family-signatures), under /api/family. */
export const familySigningRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signing = new SigningService({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log });
  const documents = new AcknowledgementDocuments({ db: deps.db, identity: deps.club });

  app.get(
    '/family/texts/:key',
    { config: { access: FAMILY }, schema: { params: familyTextParams, response: { 200: familyReadableTextDto } } },
    async (request) => signing.text(request.params.key, requestLanguage(request)),
  );

  app.post(
    '/family/members/:id/acknowledgements',
    {
      config: { access: FAMILY },
      schema: {
        params: acknowledgementParams,
        body: acknowledgementSchema,
        response: { 200: acknowledgementDto, 201: acknowledgementDto },
      },
    },
    async (request, reply) => {
      const signed = await signing.sign(familyOf(request), request.params.id, request.body, request.ip);
      return reply.status(signed.created ? 201 : 200).send(signed.acknowledgement);
    },
  );

  app.get('/family/acknowledgements/:id/pdf', { config: { access: FAMILY }, schema: { params: idParams } }, async (request, reply) =>
    sendPdf(reply, await documents.forFamily(familyOf(request), request.params.id, requestLanguage(request))),
  );
};
