import { createHash } from 'node:crypto';
import { MSG, type GroupMailResultDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { LANGUAGES, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { groupRecipients } from '../groups/recipients.js';
import { findGroupRow, recipientRowsOfGroup } from '../groups/repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  /** The club's own address: group mails are addressed to it, the families are in Bcc. */
  clubAddress: string;
  log: FastifyBaseLogger;
}

const DEFAULT_SUBJECT: Record<Language, (group: string) => string> = {
  fr: (group) => `Message du club – ${group}`,
  en: (group) => `Message from the club – ${group}`,
};

/** A double submit within the same minute queues the mail once. */
const dedupeKey = (parts: readonly unknown[], language: Language, minute: string): string =>
  `group-mail:${createHash('sha256').update(JSON.stringify([...parts, language, minute])).digest('hex')}`;

/** Group mails (SPEC §2 Group mail, ARCHITECTURE §4: through the outbox, recipients in Bcc). */
export class MailService {
  constructor(private readonly deps: Deps) {}

  async sendToGroup(
    groupId: number,
    input: { subject?: string | undefined; message: string; recipients?: string[] | undefined },
    actorId: number,
  ): Promise<GroupMailResultDto> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const group = await findGroupRow(trx, groupId);
      if (group === undefined) throw notFound('Group not found');
      const all = groupRecipients(await recipientRowsOfGroup(trx, groupId), group.email_list, this.deps.clock.now());
      let chosen: Map<string, Language>;
      if (input.recipients === undefined) {
        chosen = all;
      } else {
        const fields: Record<string, string> = {};
        input.recipients.forEach((address, index) => {
          if (!all.has(address)) fields[`recipients.${index}`] = MSG.recipients;
        });
        if (Object.keys(fields).length > 0) throw badRequest(fields, 'Some addresses are not recipients of this group');
        chosen = new Map(input.recipients.map((address) => [address, all.get(address)!]));
      }
      if (chosen.size === 0) throw new AppError('CONFLICT', 'This group has no one to write to');

      const now = this.deps.clock.now().toISOString();
      let queued = 0;
      for (const language of LANGUAGES) {
        const bcc = [...chosen].filter(([, lang]) => lang === language).map(([address]) => address).sort();
        if (bcc.length === 0) continue;
        const subject = input.subject === undefined || input.subject === '' ? DEFAULT_SUBJECT[language](group.name) : input.subject;
        const rowId = await this.deps.outbox.queue(trx, {
          kind: 'GROUP_MAIL',
          to: [this.deps.clubAddress],
          bcc,
          subject,
          // Plain text only: nothing the sender typed is ever read as HTML.
          text: input.message,
          language,
          dedupeKey: dedupeKey([groupId, actorId, subject, input.message, bcc], language, now.slice(0, 16)),
        });
        if (rowId !== null) queued += 1;
      }
      return { queued, recipients: chosen.size };
    });
    this.deps.log.info({ event: 'group_mail_queued', groupId, mails: result.queued, recipients: result.recipients, actorId }, 'group mail queued');
    return result;
  }
}
