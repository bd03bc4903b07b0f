import {
  bulkCancelSchema,
  bulkDeleteSchema,
  idParams,
  invoiceMailedDto,
  linkResentDto,
  memberSubscriptionQuery,
  membersDeletedDto,
  resendLinkSchema,
  subscriptionDetailDto,
  subscriptionListQuery,
  subscriptionPageDto,
  subscriptionSelectionQuery,
  subscriptionsCancelledDto,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { DocumentsService } from '../documents/service.js';
import { InvoicesService } from '../invoices/service.js';
import { SubscriptionLinks } from '../subscribe/links.js';
import { SubscriptionMailing } from './mailing.js';
import { SubscriptionRemoval } from './removal.js';
import { SubscriptionsService } from './service.js';
import { SizeCatalog } from './sizes.js';

/**
 * The staff's subscription screens (docs/product.md#api, for admins: docs/product.md#roles),
 * and GET /student/export, the members spreadsheet of what the list shows. The family's form
 * is `features/subscribe`.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const invoices = new InvoicesService({ db: deps.db, clock: deps.clock, log: app.log });
  const documents = new DocumentsService({ ...deps, identity: deps.club, invoices });
  const sizes = new SizeCatalog(deps.db, deps.changes, deps.clock);
  const service = new SubscriptionsService({ ...deps, log: app.log, sizes, invoices });
  const removal = new SubscriptionRemoval({ ...deps, log: app.log });
  const mailing = new SubscriptionMailing({ ...deps, log: app.log, links: new SubscriptionLinks(deps), documents });

  app.get(
    '/subscription/',
    { config: { access: ADMIN, cache: true }, schema: { querystring: subscriptionListQuery, response: { 200: subscriptionPageDto } } },
    (request) => service.list(request.query),
  );

  app.get(
    '/subscription/student/:id',
    {
      config: { access: ADMIN },
      schema: { params: idParams, querystring: memberSubscriptionQuery, response: { 200: subscriptionDetailDto } },
    },
    (request) => service.detail(request.params.id, request.query.subscriptionId),
  );

  app.post(
    '/subscription/student/:id',
    {
      config: { access: ADMIN },
      schema: {
        params: idParams,
        querystring: memberSubscriptionQuery,
        // Validated in the service with today's date (school is required under 18).
        body: z.record(z.string(), z.unknown()),
        response: { 200: subscriptionDetailDto },
      },
    },
    (request) => service.update(request.params.id, request.body, staffOf(request).userId, request.query.subscriptionId),
  );

  app.delete(
    '/subscription/student/:id',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removal.remove(request.params.id, staffOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/subscription/student/bulk/delete',
    { config: { access: ADMIN }, schema: { body: bulkDeleteSchema, response: { 200: membersDeletedDto } } },
    (request) => removal.bulkRemove(request.body.ids, staffOf(request).userId),
  );

  app.post(
    '/subscription/student/bulk/cancel',
    { config: { access: ADMIN }, schema: { body: bulkCancelSchema, response: { 200: subscriptionsCancelledDto } } },
    (request) => removal.bulkCancel(request.body.ids, request.body.season, staffOf(request).userId),
  );

  app.post(
    '/subscription/student/:id/mail',
    {
      config: { access: ADMIN },
      schema: { params: idParams, querystring: memberSubscriptionQuery, body: resendLinkSchema, response: { 200: linkResentDto } },
    },
    (request) =>
      mailing.resendLink(request.params.id, request.body, staffOf(request).userId, requestLanguage(request), request.query.subscriptionId),
  );

  app.post(
    '/subscription/:id/attestation',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: invoiceMailedDto } } },
    (request) => mailing.sendInvoice(request.params.id, staffOf(request).userId, requestLanguage(request)),
  );

  app.get('/student/export', { config: { access: ADMIN }, schema: { querystring: subscriptionSelectionQuery } }, async (request, reply) => {
    const workbook = await service.exportMembers(request.query, staffOf(request).userId, requestLanguage(request));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="students.xlsx"')
      .header('cache-control', 'no-store')
      .send(workbook);
  });
};
