import type { Executor } from '../../db/executor.js';
import { correctionDtoOf } from './dto.js';
import { correctionsOfSubscriptions } from './repository.js';

/**
 * The corrections of a member's subscriptions in their data export (docs/product.md#data-export),
 * one subscription at a time, oldest first, the merged ones included: each field before and
 * asked, the note, the address it came from and staff's decision (docs/product.md#family-corrections).
 */
export const correctionsForExport = async (db: Executor, subscriptions: readonly { id: number }[]) => {
  const rows = await correctionsOfSubscriptions(
    db,
    subscriptions.map((s) => s.id),
  );
  return (subscriptionId: number) =>
    rows
      .filter((row) => row.subscription_id === subscriptionId)
      .map((row) => ({ ...correctionDtoOf(row), reviewedByUserId: row.reviewed_by }));
};
