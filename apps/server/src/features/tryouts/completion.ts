import { isTryoutHeld, MSG, type TryoutCompletionDto, type TryoutPlacement } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { possibleDuplicatesOf } from '../members/duplicates.js';
import type { SubscriptionLinks } from '../subscribe/links.js';
import { keepsTheirGroup, NotAdmittedMails, type NotAdmittedDeps } from './not-admitted.js';
import { participantsOf } from './repositories/participants.js';
import { possibleGroupIds } from './repositories/possible-groups.js';
import { markMemberNotAdmitted, placeMember, recordResult } from './repositories/results.js';
import { findTryoutRow, lockTryout, markTryoutCompleted } from './repositories/tryouts.js';

export interface CompletionDeps extends NotAdmittedDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Opens the placed child's subscription and queues the link mail, inside our transaction. */
  links: Pick<SubscriptionLinks, 'openSubscription'>;
}

/**
 * The end of a test session (docs/product.md#tryout-tests): one transaction that
 *  - puts each placed child in their group and opens their SCHEDULED new-member subscription
 *    of the current season, the link mail queued (SubscriptionLinks);
 *  - records each result (the group, or failed);
 *  - marks the children not admitted as left (`left_at`) when they have no group, so the
 *    retention rules (docs/product.md#retention) purge them in time, and mails their families;
 *  - marks the test completed.
 * Any failure rolls back everything: no child moved, no subscription, no mail. Results are
 * only taken once the test has taken place (TEST_NOT_YET_HELD before its date-time).
 */
export class TryoutCompletion {
  private readonly notAdmittedMails: NotAdmittedMails;

  constructor(private readonly deps: CompletionDeps) {
    this.notAdmittedMails = new NotAdmittedMails(deps);
  }

  async complete(testId: number, placements: readonly TryoutPlacement[], actorId: number): Promise<TryoutCompletionDto> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const tryout = await lockTryout(trx, testId, this.deps.dialect);
      if (tryout === undefined) throw notFound('Test not found');
      if (tryout.completed === 1) throw conflict('TEST_COMPLETED');
      // Results typed ahead of the test would place children who never swam it.
      if (!isTryoutHeld(tryout.scheduled_at, this.deps.clock.now()))
        throw new AppError('TEST_NOT_YET_HELD', 'The test has not taken place yet');

      const participants = new Map((await participantsOf(trx, testId)).map((p) => [p.id, p]));
      const possible = await possibleGroupIds(trx, testId);
      const fields: Record<string, string> = {};
      placements.forEach((p, index) => {
        if (!participants.has(p.studentId)) fields[`placements.${index}.studentId`] = MSG.testPlacementStudent;
        if (p.groupId !== null && !possible.has(p.groupId)) fields[`placements.${index}.groupId`] = MSG.testPlacementGroup;
      });
      if (Object.keys(fields).length > 0)
        throw badRequest(fields, 'Every placement must be a student of the test and one of its possible groups');

      const now = this.deps.clock.now().toISOString();
      let placed = 0;
      let failed = 0;
      let mailsQueued = 0;
      const notAdmitted = new Set<number>();
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
          if (!keepsTheirGroup(member)) await markMemberNotAdmitted(trx, studentId, now);
          notAdmitted.add(studentId);
          await recordResult(trx, testId, studentId, { groupId: null, failed: true });
          failed += 1;
        }
      }
      const described = (await findTryoutRow(trx, testId))!;
      // In the participants' order (by name), whatever the order of the placements.
      const notAdmittedRows = [...participants.values()].filter((p) => notAdmitted.has(p.id));
      const { queued: notAdmittedMailsQueued } = await this.notAdmittedMails.queue(trx, described, notAdmittedRows);
      // A child placed while another record of them is on file: flagged, never merged here.
      const possibleDuplicates = await possibleDuplicatesOf(
        trx,
        placements.flatMap((p) => (p.groupId === null ? [] : [p.studentId])),
      );
      await markTryoutCompleted(trx, testId);
      return {
        placed,
        failed,
        absent: participants.size - placements.length,
        mailsQueued,
        notAdmittedMailsQueued,
        ...(possibleDuplicates.length > 0 ? { possibleDuplicates } : {}),
      };
    });
    this.deps.log.info({ event: 'test_completed', testId, ...result, actorId }, 'test completed');
    return { id: testId, completed: true, ...result };
  }
}
