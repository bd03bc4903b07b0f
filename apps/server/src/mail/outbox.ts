import type { Executor } from '../db/executor.js';
import type { Clock } from '../lib/clock.js';
import type { Language } from '../lib/language.js';
import { hideLink, type LinkSeal } from './link-seal.js';
import { displayName, isHeaderSafeAddress } from './mailbox.js';
import { mailText, nameSpans } from './named-members.js';
import { insertOutboxMail, linkOutboxMail, membersNamed } from './repository.js';

export interface OutgoingMail {
  /** What the mail is for (group mail, subscription link…), for the outbox screen and logs. */
  kind: string;
  to: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  language: Language;
  /** When set, the same key is queued at most once (a double submit sends one mail). */
  dedupeKey?: string;
  /** Files sent with the mail (the attestation PDF), kept in the outbox row until sent. */
  attachments?: MailAttachment[];
  /**
   * The member the mail is about, when it is about one: erasure and the data export find the
   * mail by this id whatever name it was sent under. Unset on a mail to many families or about
   * several children at once.
   */
  memberId?: number;
  /**
   * Every member a mail to a family is about when it is about several (brothers and sisters
   * convened together). Whoever the text names is linked as well (named-members.ts).
   */
  memberIds?: number[];
  /**
   * A secret link the text (and html) contains as is, such as `…/subscribe?token=…`: the stored
   * bodies hold a placeholder instead and the link is kept sealed until the mail is sent.
   */
  link?: string;
  /**
   * The From display name, when the mail has its own (a group mail's sender); else the sender
   * names the club as its settings say when the mail leaves. The address stays MAIL_FROM's.
   */
  fromName?: string;
  /** Where answers go: an address a header holds safely (mailbox.ts isHeaderSafeAddress); else the club's contact address at send time. */
  replyTo?: string;
  /** The group mail (a row of group_mails) this message is one part of. */
  groupMailId?: number;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The outbox column holds attachments as JSON with base64 content. */
export const encodeAttachments = (attachments: MailAttachment[] | undefined): string | null =>
  attachments === undefined || attachments.length === 0
    ? null
    : JSON.stringify(attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') })));

export const decodeAttachments = (json: string | null): MailAttachment[] => {
  if (json === null) return [];
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { filename, contentType, base64 } = item as Record<string, unknown>;
    if (typeof filename !== 'string' || typeof contentType !== 'string' || typeof base64 !== 'string') return [];
    return [{ filename, contentType, content: Buffer.from(base64, 'base64') }];
  });
};

/** No header can be added through a subject: line breaks become spaces. */
const oneLine = (value: string): string => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

interface StoredBodies {
  text_body: string;
  html_body: string | null;
  sealed_link: string | null;
}

/**
 * Every mail is a row first (docs/architecture.md#outbox). Features queue inside their own
 * transaction, so a mail exists exactly when the change that caused it does.
 */
export class Outbox {
  constructor(
    private readonly clock: Clock,
    /** Seals a mail's secret link; the sender opens it with the same seal. */
    readonly linkSeal: LinkSeal,
  ) {}

  /** No working link at rest (docs/architecture.md#quality-security): the row holds a placeholder where the link goes and the link sealed. */
  private storedBodies(mail: OutgoingMail): StoredBodies {
    const html = mail.html ?? null;
    if (mail.link === undefined) return { text_body: mail.text, html_body: html, sealed_link: null };
    // A template that lost its link would send a mail without it: a bug to find in tests.
    if (!mail.text.includes(mail.link)) throw new Error(`The ${mail.kind} mail does not contain its link`);
    return {
      text_body: hideLink(mail.text, mail.link),
      html_body: html === null ? null : hideLink(html, mail.link),
      sealed_link: this.linkSeal.seal(mail.link),
    };
  }

  /**
   * The members a text names, remembered per transaction: a bulk send (a group mail's batches,
   * one mail per family with the same words) reads the members once per distinct text. Only
   * inside a transaction, which ends with the request: a member renamed later is read afresh.
   */
  private readonly named = new WeakMap<Executor, Map<string, Promise<number[]>>>();

  private membersNamedIn(db: Executor, text: string): Promise<number[]> {
    if (!db.isTransaction) return membersNamed(db, nameSpans(text));
    let known = this.named.get(db);
    if (known === undefined) {
      known = new Map();
      this.named.set(db, known);
    }
    let ids = known.get(text);
    if (ids === undefined) {
      ids = membersNamed(db, nameSpans(text));
      known.set(text, ids);
    }
    return ids;
  }

  async queue(db: Executor, mail: OutgoingMail): Promise<number | null> {
    // Callers choose a safe address or none; one that is not would be a bug to find in tests.
    if (mail.replyTo !== undefined && !isHeaderSafeAddress(mail.replyTo)) throw new Error(`The ${mail.kind} mail has an unsafe Reply-To`);
    const now = this.clock.now().toISOString();
    const subject = oneLine(mail.subject);
    const bodies = this.storedBodies(mail);
    const id = await insertOutboxMail(db, {
      kind: mail.kind,
      to_addresses: JSON.stringify(mail.to),
      bcc_addresses: JSON.stringify(mail.bcc ?? []),
      subject,
      ...bodies,
      member_id: mail.memberId ?? null,
      language: mail.language,
      status: 'QUEUED',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      dedupe_key: mail.dedupeKey ?? null,
      attachments: encodeAttachments(mail.attachments),
      group_mail_id: mail.groupMailId ?? null,
      from_name: mail.fromName === undefined ? null : displayName(mail.fromName),
      reply_to: mail.replyTo ?? null,
    });
    if (id !== null) {
      // The members the caller names, and every member the text names (a coach's free text included).
      const about = [
        ...(mail.memberId === undefined ? [] : [mail.memberId]),
        ...(mail.memberIds ?? []),
        ...(await this.membersNamedIn(db, mailText({ subject, ...bodies }))),
      ];
      await linkOutboxMail(db, id, about, [...mail.to, ...(mail.bcc ?? [])]);
    }
    return id;
  }
}
