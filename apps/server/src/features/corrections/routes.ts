import {
  correctableDetailsDto,
  correctionDto,
  correctionMemberParams,
  correctionParams,
  correctionSchema,
  correctionsDto,
  idParams,
  rejectCorrectionSchema,
} from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { ADMIN, FAMILY, familyOf, staffOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { SizeCatalog } from '../subscriptions/sizes.js';
import { CorrectionsService } from './service.js';

/**
 * Corrections a family sends from the family space once its form is sent, and their review by
 * admins from the subscription's screen (docs/product.md#family-corrections).
 */
export const correctionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const corrections = new CorrectionsService({
    db: deps.db,
    dialect: deps.dialect,
    clock: deps.clock,
    log: app.log,
    sizes: new SizeCatalog(deps.db, deps.changes, deps.clock),
    outbox: deps.outbox,
    club: deps.club,
    publicUrl: deps.config.publicUrl,
  });

  app.post(
    '/family/members/:id/corrections',
    {
      config: { access: FAMILY },
      schema: { params: correctionMemberParams, body: correctionSchema, response: { 201: correctionDto } },
    },
    async (request, reply) => reply.status(201).send(await corrections.send(familyOf(request), request.params.id, request.body)),
  );

  app.get(
    '/family/members/:id/details',
    { config: { access: FAMILY }, schema: { params: correctionMemberParams, response: { 200: correctableDetailsDto } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return corrections.details(familyOf(request), request.params.id, requestLanguage(request));
    },
  );

  app.get(
    '/subscription/:id/corrections',
    { config: { access: ADMIN }, schema: { params: idParams, response: { 200: correctionsDto } } },
    async (request) => corrections.list(request.params.id),
  );

  app.post(
    '/correction/:id/apply',
    { config: { access: ADMIN }, schema: { params: correctionParams, response: { 200: correctionDto } } },
    async (request) => corrections.apply(staffOf(request), request.params.id),
  );

  app.post(
    '/correction/:id/reject',
    { config: { access: ADMIN }, schema: { params: correctionParams, body: rejectCorrectionSchema, response: { 200: correctionDto } } },
    async (request) => corrections.reject(staffOf(request), request.params.id, request.body),
  );
};
