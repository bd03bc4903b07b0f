import { documentsToBring, isSubscriptionState, type FamilyHomeDto, type FamilyMemberDto, type FamilySubscriptionDto } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { documentFlags, documentsOf } from '../subscriptions/context.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { currentSubscriptionIds, membersOfAddress } from './repositories/members.js';

/**
 * This season's subscription as the family sees it. Its required items are the staff checklist's
 * (`documentsOf`, the domain's `requiredDocuments` on the same row), and what is missing is what
 * the family's form lists to bring: the required items not ticked, nothing once DONE.
 */
const subscriptionOf = async (db: Executor, subscriptionId: number, today: Date): Promise<FamilySubscriptionDto | null> => {
  const row = await findSubscriptionContext(db, subscriptionId);
  if (row === undefined) return null;
  if (!isSubscriptionState(row.state)) throw new Error(`Subscription ${row.id} has an unknown state`);
  const { checklist } = documentsOf(row, today);
  return { id: row.id, state: row.state, season: row.season_label, missing: documentsToBring(checklist, documentFlags(row), row.state) };
};

/** The family page (docs/product.md#family-space): every member attached to the address, eldest first. */
export const familyHome = async (db: Executor, emailKey: string, today: Date): Promise<FamilyHomeDto> => {
  const members = await membersOfAddress(db, emailKey);
  const subscriptions = new Map(
    (
      await currentSubscriptionIds(
        db,
        members.map((m) => m.id),
      )
    ).map((s) => [s.member_id, s.id]),
  );
  const dtos: FamilyMemberDto[] = [];
  for (const member of members) {
    const subscriptionId = subscriptions.get(member.id);
    dtos.push({
      id: member.id,
      firstName: member.first_name,
      lastName: member.last_name,
      subscription: subscriptionId === undefined ? null : await subscriptionOf(db, subscriptionId, today),
    });
  }
  return { email: emailKey, members: dtos };
};
