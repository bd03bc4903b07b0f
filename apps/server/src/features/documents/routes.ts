import { GENERIC_DOCUMENTS, PRINTABLE_DOCUMENTS } from '@club/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { asLanguage, requestLanguage, type Language } from '../../lib/language.js';
import { InvoicesService } from '../invoices/service.js';
import { authorizeSubscriptionAccess } from '../subscriptions/guard.js';
import { documentRateLimit } from './rate-limit.js';
import { DocumentsService, type RenderedPdf } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const langQuery = z.enum(['fr', 'en']).optional();
/** `?download=1`: the user asked to save the file rather than read it. */
const downloadQuery = z.literal('1').optional();
const tokenQuery = z.object({ token: z.string().max(200).optional(), lang: langQuery, download: downloadQuery });

/**
 * PDFs that no cache keeps (QUALITY headers). They open in the browser (`inline`): a parent on a
 * phone reads the rules there instead of hunting for a file in the downloads, and the name still
 * comes with it for "save". A link that explicitly downloads asks for `attachment`. These PDFs
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
 * Document downloads (SPEC §7): a subscription's PDFs with its link token or an admin login,
 * the blank rules, codes of conduct and association's general form, and a group's schedule.
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
    {
      config: { access: PUBLIC },
      schema: { params: z.object({ document: z.enum(GENERIC_DOCUMENTS) }), querystring: z.object({ lang: langQuery, download: downloadQuery }) },
    },
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
    query: z.infer<typeof tokenQuery>,
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
      schema: { params: idParams.extend({ document: z.enum(PRINTABLE_DOCUMENTS) }), querystring: tokenQuery },
    },
    (request, reply) => subscriptionDocument(request, reply, request.params.id, request.params.document, request.query),
  );

  app.get(
    '/subscription/:id/attestation/download',
    { config: { access: PUBLIC, rateLimit }, schema: { params: idParams, querystring: tokenQuery } },
    (request, reply) => subscriptionDocument(request, reply, request.params.id, 'attestation', request.query),
  );

  app.get(
    '/group/:id/schedule',
    {
      config: { access: PUBLIC },
      schema: {
        params: idParams,
        querystring: z.object({ season: z.string().regex(/^\d{4}-\d{4}$/).optional(), lang: langQuery, download: downloadQuery }),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await service.groupSchedule(request.params.id, request.query.lang ?? requestLanguage(request), request.query.season),
        request.query.download !== undefined,
      ),
  );
};
