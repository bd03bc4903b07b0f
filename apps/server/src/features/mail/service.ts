import { createHash } from 'node:crypto';
import { MSG, type GroupMailResultDto, type GroupMailSenderDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { LANGUAGES, type Language } from '../../lib/language.js';
import { isHeaderSafeAddress } from '../../mail/mailbox.js';
import type { Outbox } from '../../mail/outbox.js';
import { groupRecipients } from '../groups/recipients.js';
import { findGroupRow, recipientRowsOfGroup } from '../groups/repository.js';
import type { ClubIdentity } from '../club/identity.js';
import { sendingClub, senderIdentity, signed, type SenderIdentity, type SendingClub } from './identity.js';
import { findSender, insertGroupMail } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'mailFrom'>;
  log: FastifyBaseLogger;
}

const DEFAULT_SUBJECT: Record<Language, (group: string) => string> = {
  fr: (group) => `Message du club – ${group}`,
  en: (group) => `Message from the club – ${group}`,
};

/**
 * The most addresses (To, Cc and Bcc together) one message carries. Mail providers refuse
 * more: Amazon SES takes 50 (https://docs.aws.amazon.com/ses/latest/dg/quotas.html), others
 * 100 or 500. A bigger group gets several messages, alike but for their Bcc.
 */
export const RECIPIENTS_PER_MESSAGE = 50;

const batches = <T>(items: readonly T[], size: number): T[][] => {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
};

/** A double submit within the same minute queues the mail once. */
const dedupeKey = (parts: readonly unknown[], minute: string): string =>
  `group-mail:${createHash('sha256')
    .update(JSON.stringify([...parts, minute]))
    .digest('hex')}`;

/** Group mails (docs/product.md#group-mail: through the outbox, recipients in Bcc). */
export class MailService {
  /** The club's own address: group mails are addressed to it, the families are in Bcc. */
  private readonly clubAddress: string;

  constructor(private readonly deps: Deps) {
    this.clubAddress = deps.config.mailFrom;
  }

  /** The club's name and contact are read before any transaction opens (`sendingClub`). */
  private async identityOf(db: Kysely<DB> | Transaction<DB>, userId: number, club: SendingClub): Promise<SenderIdentity> {
    const sender = await findSender(db, userId);
    if (sender === undefined) throw notFound('User not found');
    return senderIdentity(sender, club);
  }

  private sendingClub(): Promise<SendingClub> {
    return sendingClub(this.deps.club, this.deps.config);
  }

  /** What the compose screen tells the sender: their From name, where answers go, their signature. */
  async sender(userId: number): Promise<GroupMailSenderDto> {
    const { fromName, replyTo, replyToSender, signature } = await this.identityOf(this.deps.db, userId, await this.sendingClub());
    return { fromName, replyTo, replyToSender, signature };
  }

  /**
   * One group mail is one row of group_mails, which the outbox lists as one item, and one
   * outbox row per language and batch of recipients, each sent and retried on its own.
   */
  async sendToGroup(
    groupId: number,
    input: { subject?: string | undefined; message: string; recipients?: string[] | undefined },
    actorId: number,
  ): Promise<GroupMailResultDto> {
    const club = await this.sendingClub();
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

      const identity = await this.identityOf(trx, actorId, club);
      const now = this.deps.clock.now().toISOString();
      const addresses = [...chosen.keys()].sort();
      const groupMailId = await insertGroupMail(trx, {
        groupId,
        groupName: group.name,
        senderId: actorId,
        senderName: identity.name,
        createdAt: now,
        dedupeKey: dedupeKey([groupId, actorId, input.subject ?? '', input.message, addresses], now.slice(0, 16)),
      });
      if (groupMailId === undefined) return { queued: 0, recipients: chosen.size };

      const to = [this.clubAddress];
      // Without a Reply-To, answers go to the From address, which is the club's anyway.
      const replyTo = isHeaderSafeAddress(identity.replyTo) ? { replyTo: identity.replyTo } : {};
      let queued = 0;
      for (const language of LANGUAGES) {
        const bcc = addresses.filter((address) => chosen.get(address) === language);
        if (bcc.length === 0) continue;
        const subject = input.subject === undefined || input.subject === '' ? DEFAULT_SUBJECT[language](group.name) : input.subject;
        // Plain text only: nothing the sender typed is ever read as HTML.
        const text = signed(input.message, language, identity);
        for (const part of batches(bcc, RECIPIENTS_PER_MESSAGE - to.length)) {
          await this.deps.outbox.queue(trx, {
            kind: 'GROUP_MAIL',
            to,
            bcc: part,
            subject,
            text,
            language,
            fromName: identity.fromName,
            ...replyTo,
            groupMailId,
          });
          queued += 1;
        }
      }
      return { queued, recipients: chosen.size };
    });
    this.deps.log.info(
      { event: 'group_mail_queued', groupId, mails: result.queued, recipients: result.recipients, actorId },
      'group mail queued',
    );
    return result;
  }
}
