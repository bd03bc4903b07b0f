import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { PeriodicRun } from '../../lib/periodic.js';
import { outboxFolder } from '../../mail/transport.js';
import { recordAudit } from '../audit/record.js';
import { deleteCorrectionsOfMembers } from '../corrections/repository.js';
import { deleteAcknowledgementsOfMembers } from '../family/repositories/acknowledgements.js';
import { purgeDeadFamilyLinks } from '../family/repositories/links.js';
import { purgeDeadFamilySessions } from '../family/repositories/sessions.js';
import { deleteUploadsOfMembers, deleteUploadsOfSeasonsEndedBefore } from '../uploads/repositories/uploads.js';
import { forgetMails, removeMailCopies } from './mails.js';
import { forgetMemberInPayments } from './payment-names.js';
import {
  addressesStillInUse,
  anonymiseMember,
  anonymiseSubscriptions,
  deleteGuardians,
  emptyWriteAheadLog,
  findGuardian,
  guardianUsedByOthers,
  membersDueForAnonymisation,
  subscriptionAddresses,
} from './repository.js';

export interface RetentionOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  dataDir: string;
  /** RETENTION_MONTHS: how long after leaving (or not being admitted) a member keeps their identity. */
  retentionMonths: number;
  /** UPLOAD_RETENTION_DAYS: how long after their season's end the documents families uploaded are kept; 60 by default. */
  uploadRetentionDays?: number;
  /** Time between two runs; a day by default. */
  intervalMs?: number;
  /** Members anonymised per transaction. */
  batchSize?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day `months` calendar months earlier (the 31st falls back to the month's end). */
export const monthsBefore = (date: Date, months: number): Date => {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
};

/**
 * Retention (docs/product.md#retention): members who left the club (moved to the removed-members group) or were
 * not admitted after a test are anonymised once RETENTION_MONTHS have passed since `left_at`:
 * placeholder name, birth year only, no contact, their guardian removed when nobody else has
 * them, the mails about them deleted. Attendance, subscriptions and payments stay as anonymous figures.
 * Runs at start and then daily; each run is idempotent.
 */
export class RetentionJob {
  private readonly periodic: PeriodicRun;

  constructor(private readonly options: RetentionOptions) {
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      options.intervalMs ?? DAY_MS,
      (error) => options.log.error({ err: error }, 'retention job failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Anonymises every member due; returns how many. */
  async runOnce(): Promise<number> {
    const { db, clock, log } = this.options;
    const now = clock.now();
    const nowIso = now.toISOString();
    // The family space's links and sessions that can no longer be used (docs/product.md#family-space).
    const links = await purgeDeadFamilyLinks(db, nowIso);
    const sessions = await purgeDeadFamilySessions(db, nowIso);
    if (links + sessions > 0)
      log.info({ event: 'family_access_purged', links, sessions }, 'retention: dead family links and sessions deleted');
    const uploads = await this.purgeUploads(now);
    const cutoff = monthsBefore(now, this.options.retentionMonths).toISOString();
    let total = 0;
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const due = await membersDueForAnonymisation(trx, cutoff, this.options.batchSize ?? 200);
        const copies: number[] = [];
        for (const member of due) {
          const guardian = member.guardian_id === null ? undefined : await findGuardian(trx, member.guardian_id);
          const guardianGoes = guardian !== undefined && !(await guardianUsedByOthers(trx, guardian.id, [member.id]));
          const candidates = [
            ...new Set(
              [
                member.email,
                member.second_guardian_email,
                ...(guardianGoes ? [guardian.email, guardian.secondary_email] : []),
                ...(await subscriptionAddresses(trx, [member.id])),
              ]
                .filter((v): v is string => v !== null && v.trim() !== '')
                .map((v) => v.trim().toLowerCase()),
            ),
          ];
          const inUse = await addressesStillInUse(trx, candidates, [member.id], guardianGoes ? [guardian.id] : []);
          const mails = await forgetMails(trx, {
            memberId: member.id,
            addresses: candidates.filter((a) => !inUse.has(a)),
          });
          copies.push(...mails.deleted, ...mails.rewritten);
          // Before the identity is replaced: the payers' names are compared with it.
          await forgetMemberInPayments(trx, member, guardian, guardianGoes);
          await anonymiseMember(trx, member.id, member.birth_date.slice(0, 4), nowIso);
          await anonymiseSubscriptions(trx, member.id, nowIso);
          // A signature made online names the signer, their address and IP: it goes with the identity.
          await deleteAcknowledgementsOfMembers(trx, [member.id]);
          await deleteUploadsOfMembers(trx, [member.id]);
          // What the family typed in a correction is the identity too (docs/product.md#family-corrections).
          await deleteCorrectionsOfMembers(trx, [member.id]);
          const guardians = guardianGoes ? await deleteGuardians(trx, [guardian.id]) : 0;
          await recordAudit(trx, {
            at: now,
            actorId: null,
            action: 'MEMBER_ANONYMISED',
            targetType: 'MEMBER',
            targetId: member.id,
            details: { guardians, mails: mails.deleted.length },
          });
        }
        return { count: due.length, copies };
      });
      await removeMailCopies(outboxFolder(this.options.dataDir), batch.copies);
      total += batch.count;
      if (batch.count < (this.options.batchSize ?? 200)) break;
    }
    if (total > 0 || uploads > 0) {
      // As after an erasure: the write-ahead log's frames still hold the identities replaced and the files deleted.
      if (this.options.dialect === 'sqlite' && !(await emptyWriteAheadLog(db))) {
        log.warn({ event: 'retention_wal_busy' }, 'write-ahead log not emptied after anonymisation: a reader was busy');
      }
      if (total > 0) log.info({ event: 'members_anonymised', count: total }, 'retention: members anonymised');
    }
    return total;
  }

  /**
   * The documents families uploaded (docs/product.md#family-uploads) are needed while their
   * season runs: they go UPLOAD_RETENTION_DAYS after its last day, their review staying on the
   * checklist it ticked.
   */
  private async purgeUploads(now: Date): Promise<number> {
    const days = this.options.uploadRetentionDays ?? 60;
    const lastSeasonEnd = new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
    const deleted = await this.options.db.transaction().execute((trx) => deleteUploadsOfSeasonsEndedBefore(trx, lastSeasonEnd));
    if (deleted > 0)
      this.options.log.info({ event: 'uploads_purged', count: deleted }, 'retention: uploaded documents of ended seasons deleted');
    return deleted;
  }
}
