import { z } from 'zod';
import { pageOf, pageQuery } from '../api/paging.js';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './actions.js';

/** One row of the audit log as GET /audit gives it. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null for the server's own jobs (the retention job). */
  actor: z
    .object({ id: z.number(), login: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.number().nullable(),
  /** Counts and ids only (e.g. roles given, rows removed). */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

/** GET /audit?page=&pageSize=&action=: newest first, optionally one action. */
export const auditLogQuery = pageQuery.extend({ action: z.enum(AUDIT_ACTIONS).optional() });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogPageSchema = pageOf(auditEntrySchema);
