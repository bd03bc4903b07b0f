import type { MembersDeletedDto, SubscriptionsCancelledDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { seasonOrCurrent } from './lookups.js';
import { deleteMembers, existingMemberIds } from './repositories/members.js';
import { cancelSubscriptionIfIn, recordStateChange, seasonSubscriptionsOf, subscriptionState } from './repositories/state.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Deleting members and cancelling a season's subscriptions, from the list or the edit screen. */
export class SubscriptionRemoval {
  constructor(private readonly deps: Deps) {}

  /** DELETE /subscription/student/{id}: the member and everything attached, their guardian if nobody else needs them. */
  async remove(memberId: number, actorId: number): Promise<void> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const count = await deleteMembers(trx, [memberId]);
      if (count > 0)
        await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'MEMBER_DELETED', targetType: 'MEMBER', targetId: memberId });
      return count;
    });
    if (deleted === 0) throw notFound('Student not found');
    this.deps.log.info({ event: 'member_deleted', memberId, actorId }, 'member deleted');
  }

  /** POST /subscription/student/bulk/delete: all or nothing, in one transaction. */
  async bulkRemove(ids: number[], actorId: number): Promise<MembersDeletedDto> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const existing = await existingMemberIds(trx, ids);
      if (existing.length !== ids.length) throw notFound('Some students do not exist');
      const count = await deleteMembers(trx, existing);
      const at = this.deps.clock.now();
      for (const memberId of existing)
        await recordAudit(trx, { at, actorId, action: 'MEMBER_DELETED', targetType: 'MEMBER', targetId: memberId });
      return count;
    });
    this.deps.log.info({ event: 'members_deleted', count: deleted, actorId }, 'members deleted');
    return { deleted };
  }

  /**
   * POST /subscription/student/bulk/cancel: the selected members' subscriptions of the season
   * become CANCELLED, all or none, in one transaction; members, attendance and other seasons
   * stay. Each change is recorded with who and when, and audited. Parallel-safe: a state is
   * changed only from the one just read, so two cancellations at once record one change each.
   */
  async bulkCancel(memberIds: number[], seasonQuery: number | undefined, actorId: number): Promise<SubscriptionsCancelledDto> {
    const season = await seasonOrCurrent(this.deps.db, seasonQuery);
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const subscriptions = await seasonSubscriptionsOf(trx, season.id, memberIds);
      if (subscriptions.length !== memberIds.length) throw notFound('Some students have no subscription in this season');
      let cancelled = 0;
      for (const subscription of subscriptions) {
        let state: string | undefined = subscription.state;
        while (state !== undefined && state !== 'CANCELLED' && !(await cancelSubscriptionIfIn(trx, subscription.id, state, now))) {
          state = await subscriptionState(trx, subscription.id);
        }
        if (state === undefined || state === 'CANCELLED') continue;
        await recordStateChange(trx, {
          subscriptionId: subscription.id,
          from: state,
          to: 'CANCELLED',
          by: actorId,
          at: now,
          source: 'STAFF',
        });
        await recordAudit(trx, {
          at,
          actorId,
          action: 'SUBSCRIPTION_CANCELLED',
          targetType: 'SUBSCRIPTION',
          targetId: subscription.id,
          details: { memberId: subscription.member_id, seasonId: season.id },
        });
        cancelled += 1;
      }
      return { cancelled, alreadyCancelled: subscriptions.length - cancelled };
    });
    this.deps.log.info({ event: 'subscriptions_cancelled', seasonId: season.id, ...result, actorId }, 'subscriptions cancelled');
    return result;
  }
}
