import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { AuditService } from './service.js';

const entryDto = z.object({
  id: z.number(),
  at: z.string(),
  actor: z
    .object({ id: z.number(), login: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.number().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.enum(AUDIT_ACTIONS).optional(),
});

/** GET /audit: the audit log (QUALITY.md privacy), for admins only. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AuditService({ db: deps.db });

  app.get(
    '/audit',
    {
      config: { access: ADMIN },
      schema: {
        querystring: listQuery,
        response: { 200: z.object({ rows: z.array(entryDto), total: z.number(), page: z.number(), pageSize: z.number() }) },
      },
    },
    (request) => service.list({ action: request.query.action }, request.query.page, request.query.pageSize),
  );
};
