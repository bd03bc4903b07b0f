import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { asLanguage } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { byFamily } from './families.js';
import { notAdmittedMail } from './mails.js';
import type { ParticipantRow } from './repositories/participants.js';

export interface NotAdmittedDeps {
  club: ClubIdentity;
  outbox: Outbox;
  clock: Clock;
}

/** What the mail says about the test. */
export interface NotAdmittedTryout {
  id: number;
  scheduled_at: string;
  type_label_fr: string;
  type_label_en: string;
}

/** A member of a real group (not "Aucun") who tried another one keeps their place in it. */
export const keepsTheirGroup = (row: ParticipantRow): boolean => row.group_id !== null && row.group_role !== 'NONE';

/**
 * Queues, inside the completion's transaction, the mail to the families of the children not
 * admitted: one per family naming its children, in its language. Queued with the completion,
 * so a refused or rolled-back completion mails nobody and of two completions at once only the
 * one that wins mails; the dedupe key (test and children) is the last guard.
 */
export class NotAdmittedMails {
  constructor(private readonly deps: NotAdmittedDeps) {}

  async queue(
    trx: Transaction<DB>,
    tryout: NotAdmittedTryout,
    notAdmitted: readonly ParticipantRow[],
  ): Promise<{ queued: number; unreachable: number }> {
    const { families, unreachable } = byFamily(notAdmitted, this.deps.clock.now());
    const clubName = await this.deps.club.name(trx);
    let queued = 0;
    for (const { to, rows } of families) {
      const language = asLanguage(rows[0]!.m_language ?? rows[0]!.gu_language);
      const name = (row: ParticipantRow) => `${row.first_name} ${row.last_name}`;
      const mail = notAdmittedMail({
        language,
        names: rows.map(name),
        keeping: rows.filter(keepsTheirGroup).map(name),
        scheduledAt: tryout.scheduled_at,
        typeLabel: { fr: tryout.type_label_fr, en: tryout.type_label_en },
        clubName,
      });
      const ids = rows.map((r) => r.id).sort((a, b) => a - b);
      const id = await this.deps.outbox.queue(trx, {
        kind: 'TEST_NOT_ADMITTED',
        to,
        subject: mail.subject,
        text: mail.text,
        language,
        // As the convocation: a mail naming brothers and sisters belongs to none of them alone: a link to each.
        memberId: rows.length === 1 ? rows[0]!.id : undefined,
        memberIds: rows.map((r) => r.id),
        dedupeKey: `test-not-admitted:${tryout.id}:${ids.join('-')}`,
      });
      if (id !== null) queued += 1;
    }
    return { queued, unreachable };
  }
}
