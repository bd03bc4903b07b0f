import type { AuditAction, AuditTarget } from '@club/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { insertAuditRow } from './repository.js';

export interface AuditEntry {
  at: Date;
  /** The staff member who acted; null for the server's own jobs. */
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId?: number | null;
  /** Ids and counts only: never a name, an address or any other personal data. */
  details?: Record<string, number | string | boolean | null | readonly (number | string)[]>;
}

/**
 * Writes one audit row. Callers pass their transaction, so the row exists exactly when the
 * change it records does: a refused or rolled-back change leaves no trace here either.
 */
export const recordAudit = (db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<unknown> =>
  insertAuditRow(db, {
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
  });
