import {
  genericDocumentParams,
  genericDocumentQuery,
  idParams,
  scheduleQuery,
  subscriptionDocumentParams,
  subscriptionDocumentQuery,
  type SubscriptionDocumentQuery,
} from '@club/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { asLanguage, requestLanguage, type Language } from '../../lib/language.js';
import { InvoicesService } from '../invoices/service.js';
import { authorizeSubscriptionAccess } from '../subscribe/guard.js';
import { documentRateLimit } from './rate-limit.js';
import { DocumentsService, type RenderedPdf } from './service.js';

/**
 * PDFs that no cache keeps (docs/architecture.md#quality-security). They open in the browser
 * (`inline`): a parent on a phone reads the rules there instead of hunting for a file in the
 * downloads, and the name still comes with it for "save". A link that explicitly downloads asks for `attachment`. These PDFs
 * are generated from the club's own data, never a file someone uploaded.
 */
export const sendPdf = (reply: FastifyReply, pdf: RenderedPdf, download = false) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${pdf.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(pdf.content);

const chosenLanguage = (request: FastifyRequest, lang: Language | undefined, family: string | null): Language =>
  lang ?? (family === null ? requestLanguage(request) : asLanguage(family));

/**
 * Document downloads (docs/product.md#api): a subscription's PDFs with its link token or an
 * admin login, the blank rules, codes of conduct and association's general form, and a group's
 * schedule.
 * PDF bodies have no response schema; errors keep the JSON error shape.
 */
export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new DocumentsService({
    db: deps.db,
    clock: deps.clock,
    identity: deps.club,
    invoices: new InvoicesService({ db: deps.db, clock: deps.clock, log: app.log }),
  });
  const rateLimit = documentRateLimit(deps.config.rateLimitMax);

  app.get(
    '/subscription/document/:document',
    { config: { access: PUBLIC }, schema: { params: genericDocumentParams, querystring: genericDocumentQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.generic(request.params.document, request.query.lang ?? requestLanguage(request)),
        request.query.download !== undefined,
      ),
  );

  const subscriptionDocument = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    document: string,
    query: SubscriptionDocumentQuery,
  ) => {
    const caller = await authorizeSubscriptionAccess(deps.db, deps.clock, request, id, query.token);
    const row = await service.context(id);
    // An invoice issued by this download records the admin who asked (none for the family).
    const issuedBy = caller === 'staff' ? (request.auth?.userId ?? null) : null;
    const pdf = await service.forSubscription(row, document, chosenLanguage(request, query.lang, row.m_language), issuedBy);
    return sendPdf(reply, pdf, query.download !== undefined);
  };

  app.get(
    '/subscription/:id/:document',
    {
      config: { access: PUBLIC, rateLimit },
      schema: { params: subscriptionDocumentParams, querystring: subscriptionDocumentQuery },
    },
    (request, reply) => subscriptionDocument(request, reply, request.params.id, request.params.document, request.query),
  );

  app.get(
    '/subscription/:id/attestation/download',
    { config: { access: PUBLIC, rateLimit }, schema: { params: idParams, querystring: subscriptionDocumentQuery } },
    (request, reply) => subscriptionDocument(request, reply, request.params.id, 'attestation', request.query),
  );

  app.get(
    '/group/:id/schedule',
    { config: { access: PUBLIC }, schema: { params: idParams, querystring: scheduleQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.groupSchedule(request.params.id, request.query.lang ?? requestLanguage(request), request.query.season),
        request.query.download !== undefined,
      ),
  );
};
