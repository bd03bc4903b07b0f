import {
  genericDocumentQuery,
  idParams,
  paymentDto,
  recordReductionSchema,
  setInstalmentPlanSchema,
  subscriptionLedgerDto,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN, staffOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { sendPdf } from '../documents/routes.js';
import { PaymentsService } from './service.js';

/** Fees, payments, refunds and reductions for admins (docs/product.md#fees-and-payments). */
export const paymentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new PaymentsService({ ...deps, log: app.log });

  app.get(
    '/subscription/:id/ledger',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: subscriptionLedgerDto } } },
    (request) => service.ledger(request.params.id),
  );

  app.post(
    '/subscription/:id/reductions',
    { config: { access: ADMIN }, schema: { params: idParams, body: recordReductionSchema, response: { 201: subscriptionLedgerDto } } },
    async (request, reply) => reply.status(201).send(await service.addReduction(request.params.id, request.body, staffOf(request).userId)),
  );

  app.put(
    '/subscription/:id/instalments',
    { config: { access: ADMIN }, schema: { params: idParams, body: setInstalmentPlanSchema, response: { 200: subscriptionLedgerDto } } },
    (request) => service.setPlan(request.params.id, request.body, staffOf(request).userId),
  );

  app.delete(
    '/subscription/:id/instalments',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: subscriptionLedgerDto } } },
    (request) => service.removePlan(request.params.id, staffOf(request).userId),
  );

  app.post(
    '/payment/',
    // Validated in the service with today's date: a payment is never dated after today.
    { config: { access: ADMIN }, schema: { body: z.record(z.string(), z.unknown()), response: { 201: paymentDto } } },
    async (request, reply) => reply.status(201).send(await service.recordPayment(request.body, staffOf(request).userId)),
  );

  app.post(
    '/payment/refunds',
    { config: { access: ADMIN }, schema: { body: z.record(z.string(), z.unknown()), response: { 201: paymentDto } } },
    async (request, reply) => reply.status(201).send(await service.recordRefund(request.body, staffOf(request).userId)),
  );

  app.get('/payment/:id', { config: { access: ADMIN }, schema: { params: idParams, response: { 200: paymentDto } } }, (request) =>
    service.payment(request.params.id),
  );

  app.get(
    '/payment/:id/receipt',
    { config: { access: ADMIN }, schema: { params: idParams, querystring: genericDocumentQuery } },
    async (request, reply) =>
      sendPdf(reply, await service.receipt(request.params.id, request.query.lang ?? requestLanguage(request)), true),
  );
};
