import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditEntryDto, type AuditTarget, type Page } from '@club/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { countAuditRows, listAuditRows, type AuditFilter } from './repository.js';

const asAction = (value: string): AuditAction => {
  const found = AUDIT_ACTIONS.find((a) => a === value);
  if (found === undefined) throw new Error(`Unknown audit action ${value}`);
  return found;
};
const asTarget = (value: string): AuditTarget => {
  const found = AUDIT_TARGETS.find((a) => a === value);
  if (found === undefined) throw new Error(`Unknown audit target ${value}`);
  return found;
};

const parseDetails = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
};

/** The audit log screen (admins): one page, newest first, optionally one action. */
export class AuditService {
  constructor(private readonly deps: { db: Kysely<DB> }) {}

  async list(filter: AuditFilter, page: number, pageSize: number): Promise<Page<AuditEntryDto>> {
    const [rows, total] = await Promise.all([
      listAuditRows(this.deps.db, filter, (page - 1) * pageSize, pageSize),
      countAuditRows(this.deps.db, filter),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        at: row.created_at,
        actor:
          row.actor_id === null
            ? null
            : {
                id: row.actor_id,
                login: row.current_login ?? row.actor_login,
                firstName: row.actor_first_name,
                lastName: row.actor_last_name,
              },
        action: asAction(row.action),
        targetType: asTarget(row.target_type),
        targetId: row.target_id,
        details: parseDetails(row.details),
      })),
      total,
      page,
      pageSize,
    };
  }
}
