import { auditLogPageSchema, auditLogQuery } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { AuditService } from './service.js';

/** GET /audit: the audit log (docs/product.md#audit-log), for admins only. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AuditService({ db: deps.db });

  app.get(
    '/audit',
    { config: { access: ADMIN }, schema: { querystring: auditLogQuery, response: { 200: auditLogPageSchema } } },
    (request) => service.list({ action: request.query.action }, request.query.page, request.query.pageSize),
  );
};
