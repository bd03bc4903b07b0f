import { localDayOf } from '@club/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { asLanguage } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { queuedDedupeKeys } from '../../mail/repository.js';
import type { ClubIdentity } from '../club/identity.js';
import { byFamily } from './families.js';
import { convocationMail } from './mails.js';
import type { ParticipantRow } from './repositories/participants.js';

export interface ConvocationDeps {
  club: ClubIdentity;
  outbox: Outbox;
  clock: Clock;
}

/** What the mail says about the test. */
export interface ConvocationTryout {
  id: number;
  scheduled_at: string;
  location: string;
  version: number;
  type_label_fr: string;
  type_label_en: string;
}

/**
 * Queues convocations inside the caller's transaction: one mail per family (children who
 * share the same addresses get one mail naming them all), in the family's language.
 *
 * The dedupe key holds the test, its version, the children and the day (Monaco): a double
 * click or a retried request queues nothing more, while a new day or an edit of the test
 * (date, place: the version changes) lets staff send it again.
 */
export class Convocations {
  constructor(private readonly deps: ConvocationDeps) {}

  async queue(
    trx: Transaction<DB>,
    tryout: ConvocationTryout,
    participants: readonly ParticipantRow[],
  ): Promise<{ queued: number; unreachable: number }> {
    const now = this.deps.clock.now();
    const day = localDayOf(now).day;
    const { families, unreachable } = byFamily(participants, now);

    const keyOf = (rows: readonly ParticipantRow[]) =>
      `test-convocation:${tryout.id}:v${tryout.version}:${day}:${rows
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .join('-')}`;
    // Sent again the same day: nothing to compose or write (see queuedDedupeKeys).
    const already = await queuedDedupeKeys(
      trx,
      families.map((f) => keyOf(f.rows)),
    );
    const pending = families.filter((f) => !already.has(keyOf(f.rows)));
    if (pending.length === 0) return { queued: 0, unreachable };

    let queued = 0;
    const clubName = await this.deps.club.name(trx);
    for (const { to, rows } of pending) {
      const language = asLanguage(rows[0]!.m_language ?? rows[0]!.gu_language);
      const mail = convocationMail({
        language,
        names: rows.map((r) => `${r.first_name} ${r.last_name}`),
        scheduledAt: tryout.scheduled_at,
        location: tryout.location,
        typeLabel: { fr: tryout.type_label_fr, en: tryout.type_label_en },
        clubName,
      });
      const id = await this.deps.outbox.queue(trx, {
        kind: 'TEST_CONVOCATION',
        to,
        subject: mail.subject,
        text: mail.text,
        language,
        // A mail naming brothers and sisters belongs to none of them alone: no single id, a link to each.
        memberId: rows.length === 1 ? rows[0]!.id : undefined,
        memberIds: rows.map((r) => r.id),
        dedupeKey: keyOf(rows),
      });
      if (id !== null) queued += 1;
    }
    return { queued, unreachable };
  }
}
