import {
  cashBookDto,
  cashBookPeriodQuery,
  cashBookQuery,
  depositSlipDto,
  depositSlipQuery,
  genericDocumentQuery,
  overdueListDto,
  overdueListQuery,
  treasurySeasonQuery,
  treasurySummaryDto,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { TreasuryService } from './service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The treasurer's screens (docs/product.md#treasury): admins only, read-only. */
export const treasuryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new TreasuryService(deps);

  app.get(
    '/treasury/summary',
    { config: { access: ADMIN }, schema: { querystring: treasurySeasonQuery, response: { 200: treasurySummaryDto } } },
    (request) => service.summary(request.query.season),
  );

  app.get(
    '/treasury/overdue',
    { config: { access: ADMIN }, schema: { querystring: overdueListQuery, response: { 200: overdueListDto } } },
    (request) => service.overdue(request.query),
  );

  app.get(
    '/treasury/cash-book',
    { config: { access: ADMIN }, schema: { querystring: cashBookQuery, response: { 200: cashBookDto } } },
    (request) => service.cashBook(request.query),
  );

  app.get(
    '/treasury/cash-book/export',
    { config: { access: ADMIN }, schema: { querystring: cashBookPeriodQuery } },
    async (request, reply) => {
      const { filename, stream } = await service.cashBookExport(request.query, requestLanguage(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/treasury/deposit-slip',
    { config: { access: ADMIN }, schema: { querystring: depositSlipQuery, response: { 200: depositSlipDto } } },
    (request) => service.depositSlip(request.query.on),
  );

  app.get(
    '/treasury/deposit-slip/pdf',
    { config: { access: ADMIN }, schema: { querystring: depositSlipQuery.extend({ lang: genericDocumentQuery.shape.lang }) } },
    async (request, reply) =>
      sendPdf(reply, await service.depositSlipPdf(request.query.on, request.query.lang ?? requestLanguage(request)), true),
  );
};
