import { stateAfterChecklist, type ChecklistItem, type SubscriptionState } from '@club/domain';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SubscriptionTable } from '../../db/types.js';
import { documentFlags, documentsOf, FLAG_COLUMNS } from './context.js';
import type { SubscriptionContext } from './repositories/context.js';
import { recordStateChange, updateSubscription } from './repositories/state.js';

/** The validation date as staff ticking sets it (features/subscriptions/service.ts): when the subscription becomes DONE. */
const processDateAfter = (current: SubscriptionState, next: SubscriptionState, kept: string | null, now: string): string | null => {
  if (next === 'CANCELLED') return kept;
  if (next !== 'DONE') return null;
  return current === 'DONE' || (current === 'CANCELLED' && kept !== null) ? kept : now;
};

/**
 * Ticks one checklist item as staff ticking does (docs/product.md#subscription-states), for a
 * tick the server makes on its own (an approved upload, a payment settling the balance): the
 * state follows the checklist, a cancelled subscription keeps its state, and a change of state
 * is recorded as the actor's. Nothing when the item is ticked already. `also`: columns written
 * with the tick (the payment's method and day).
 */
export const tickChecklistItem = async (
  trx: Executor,
  row: SubscriptionContext,
  item: ChecklistItem,
  actorId: number,
  today: Date,
  also: Omit<Updateable<SubscriptionTable>, 'id' | 'version'> = {},
): Promise<{ from: string; to: string }> => {
  const current = row.state as SubscriptionState;
  const flags = documentFlags(row);
  if (flags[item]) return { from: current, to: current };
  const now = today.toISOString();
  const ticked = new Set((Object.keys(flags) as ChecklistItem[]).filter((key) => flags[key] || key === item));
  // A cancelled subscription comes back only by a state chosen by hand, never by a tick.
  const next = current === 'CANCELLED' ? current : stateAfterChecklist(documentsOf(row, today).checklist, ticked);
  await updateSubscription(trx, row.id, {
    ...also,
    [FLAG_COLUMNS[item]]: 1,
    state: next,
    process_date: processDateAfter(current, next, row.process_date, now),
    updated_at: now,
  });
  if (next !== current) {
    await recordStateChange(trx, { subscriptionId: row.id, from: current, to: next, by: actorId, at: now, source: 'STAFF' });
  }
  return { from: current, to: next };
};
