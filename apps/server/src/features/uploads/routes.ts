import multipart from '@fastify/multipart';
import {
  approveUploadSchema,
  pendingUploadsDto,
  rejectUploadSchema,
  reviewedUploadDto,
  uploadCreatedDto,
  uploadMemberParams,
  uploadParams,
} from '@club/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { accessFor, FAMILY, familyOf, staffOf } from '../../auth/access.js';
import { FamilyUploads, type StoredFile } from './family-uploads.js';
import { MULTIPART_LIMITS, readUploadForm } from './multipart.js';
import { UploadReview } from './review.js';
import { UploadsKey } from './storage/key.js';

/** Admins, and section managers for the groups of their sections (checked by the service). */
const REVIEWERS = accessFor('reviewUploads');

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A stored file shown in the browser, never kept by a cache nor read as another type than the one sniffed at upload. */
const sendStoredFile = (reply: FastifyReply, id: number, file: StoredFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="document-${id}.${EXTENSIONS[file.contentType] ?? 'bin'}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);

/** Documents uploaded from the family space and their review (docs/product.md#family-uploads). */
export const uploadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Only these routes read multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const key = new UploadsKey(deps.config);
  const uploads = new FamilyUploads({ db: deps.db, dialect: deps.dialect, clock: deps.clock, log: app.log, key });
  const review = new UploadReview({
    db: deps.db,
    dialect: deps.dialect,
    clock: deps.clock,
    log: app.log,
    key,
    outbox: deps.outbox,
    club: deps.club,
    publicUrl: deps.config.publicUrl,
  });

  app.post(
    '/family/members/:id/documents',
    { config: { access: FAMILY }, schema: { params: uploadMemberParams, response: { 201: uploadCreatedDto } } },
    async (request, reply) => {
      const caller = familyOf(request);
      const target = await uploads.target(caller, request.params.id);
      const form = await readUploadForm(request, (value) => uploads.kindOf(target, value));
      return reply.status(201).send(await uploads.store(caller, target, form.kind, form.file));
    },
  );

  app.get('/family/documents/:id/file', { config: { access: FAMILY }, schema: { params: uploadParams } }, async (request, reply) =>
    sendStoredFile(reply, request.params.id, await uploads.file(familyOf(request), request.params.id)),
  );

  app.get('/document/pending', { config: { access: REVIEWERS }, schema: { response: { 200: pendingUploadsDto } } }, async (request) =>
    review.pending(staffOf(request)),
  );

  app.get('/document/:id/file', { config: { access: REVIEWERS }, schema: { params: uploadParams } }, async (request, reply) =>
    sendStoredFile(reply, request.params.id, await review.file(staffOf(request), request.params.id)),
  );

  app.post(
    '/document/:id/approve',
    { config: { access: REVIEWERS }, schema: { params: uploadParams, body: approveUploadSchema, response: { 200: reviewedUploadDto } } },
    async (request) => review.approve(staffOf(request), request.params.id, request.body),
  );

  app.post(
    '/document/:id/reject',
    { config: { access: REVIEWERS }, schema: { params: uploadParams, body: rejectUploadSchema, response: { 200: reviewedUploadDto } } },
    async (request) => review.reject(staffOf(request), request.params.id, request.body),
  );
};
