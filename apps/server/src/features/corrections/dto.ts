import { CORRECTION_STATUSES, type CorrectionDto, type CorrectionStatus } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { fieldsOf, parseFieldValues } from './fields.js';
import { latestCorrectionRows, type CorrectionRow } from './repository.js';

const statusOf = (row: { id: number; status: string }): CorrectionStatus => {
  const status = CORRECTION_STATUSES.find((s) => s === row.status);
  if (status === undefined) throw new Error(`Correction ${row.id} has an unknown status`);
  return status;
};

/** A correction as the family and staff see it (the `correctionDto` contract): each field before and asked. */
export const correctionDtoOf = (row: CorrectionRow): CorrectionDto => {
  const changes = parseFieldValues(row.changes);
  const previous = parseFieldValues(row.previous);
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    status: statusOf(row),
    submittedAt: row.submitted_at,
    submittedBy: row.submitted_by,
    changes: fieldsOf(changes).map((field) => ({ field, before: previous[field] ?? null, after: changes[field] ?? null })),
    note: row.note,
    reviewedAt: row.reviewed_at,
    reviewedBy: row.reviewer_login,
    reason: row.status === 'REJECTED' ? row.reason : null,
  };
};

/**
 * The family home's correction of each subscription (docs/product.md#family-corrections): the one
 * waiting for staff, else the latest reviewed one; absent when the family never sent one.
 */
export const latestCorrectionsOf = async (db: Executor, subscriptionIds: readonly number[]): Promise<Map<number, CorrectionDto>> => {
  const latest = new Map<number, CorrectionDto>();
  for (const row of await latestCorrectionRows(db, subscriptionIds))
    if (!latest.has(row.subscription_id)) latest.set(row.subscription_id, correctionDtoOf(row));
  return latest;
};

/** The same for one subscription: null when the family never sent one. */
export const latestCorrectionOf = async (db: Executor, subscriptionId: number): Promise<CorrectionDto | null> =>
  (await latestCorrectionsOf(db, [subscriptionId])).get(subscriptionId) ?? null;
