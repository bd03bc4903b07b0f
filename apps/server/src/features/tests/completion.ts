import { MSG, type TestCompletionDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SubscriptionLinks } from '../subscriptions/links.js';
import {
  lockTest,
  markMemberNotAdmitted,
  markTestCompleted,
  participantsOf,
  placeMember,
  possibleGroupIds,
  recordResult,
} from './repository.js';

export interface CompletionDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Opens the placed child's subscription and queues the link mail, inside our transaction. */
  links: Pick<SubscriptionLinks, 'openSubscription'>;
}

export interface Placement {
  studentId: number;
  /** One of the test's possible groups; null: not admitted. */
  groupId: number | null;
}

/**
 * The end of a test session (SPEC §2 "Start test", §4 Test flow): one transaction that
 *  - puts each placed child in their group and opens their SCHEDULED new-member subscription
 *    of the current season, the link mail queued (SubscriptionLinks);
 *  - records each result (the group, or failed);
 *  - marks the children not admitted as left (`left_at`) when they have no group, so the
 *    retention rules (QUALITY.md, privacy) purge them in time;
 *  - marks the test completed.
 * Any failure rolls back everything: no child moved, no subscription, no mail.
 */
export class TestCompletion {
  constructor(private readonly deps: CompletionDeps) {}

  async complete(testId: number, placements: readonly Placement[], actorId: number): Promise<TestCompletionDto> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const test = await lockTest(trx, testId, this.deps.dialect);
      if (test === undefined) throw notFound('Test not found');
      if (test.completed === 1) throw conflict('TEST_COMPLETED');

      const participants = new Map((await participantsOf(trx, testId)).map((p) => [p.id, p]));
      const possible = await possibleGroupIds(trx, testId);
      const fields: Record<string, string> = {};
      placements.forEach((p, index) => {
        if (!participants.has(p.studentId)) fields[`placements.${index}.studentId`] = MSG.testPlacementStudent;
        if (p.groupId !== null && !possible.has(p.groupId)) fields[`placements.${index}.groupId`] = MSG.testPlacementGroup;
      });
      if (Object.keys(fields).length > 0) throw badRequest(fields, 'Every placement must be a student of the test and one of its possible groups');

      const now = this.deps.clock.now().toISOString();
      let placed = 0;
      let failed = 0;
      let mailsQueued = 0;
      for (const { studentId, groupId } of placements) {
        if (groupId !== null) {
          await placeMember(trx, studentId, groupId, now);
          const { link } = await this.deps.links.openSubscription(trx, {
            memberId: studentId,
            groupId,
            isNew: true,
            actorId,
            source: 'STAFF',
          });
          if (link !== null && link.recipients.length > 0) mailsQueued += 1;
          await recordResult(trx, testId, studentId, { groupId, failed: false });
          placed += 1;
        } else {
          const member = participants.get(studentId)!;
          // A member of a real group who tried another one keeps their place in the club.
          const hasNoGroup = member.group_id === null || member.group_role === 'NONE';
          if (hasNoGroup) await markMemberNotAdmitted(trx, studentId, now);
          await recordResult(trx, testId, studentId, { groupId: null, failed: true });
          failed += 1;
        }
      }
      await markTestCompleted(trx, testId);
      return { placed, failed, absent: participants.size - placements.length, mailsQueued };
    });
    this.deps.log.info({ event: 'test_completed', testId, ...result, actorId }, 'test completed');
    return { id: testId, completed: true, ...result };
  }
}
