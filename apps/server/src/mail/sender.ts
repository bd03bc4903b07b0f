import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { DB, MailRow } from '../db/types.js';
import type { Clock } from '../lib/clock.js';
import { asLanguage } from '../lib/language.js';
import { htmlOfText } from './html.js';
import { hideTokenLinks, revealLink, type LinkSeal } from './link-seal.js';
import { displayName, mailboxAddress } from './mailbox.js';
import { decodeAttachments } from './outbox.js';
import { findDueMailIds, markMailAttemptFailed, markMailSent, markMailsSending, requeueStaleSending } from './repository.js';
import type { MailAttachmentPart, MailTransport } from './transport.js';

/** The club every mail comes from, as its settings say at send time (features/club/identity.ts). */
export interface MailClub {
  /** The From display name and, when the club has set a contact address, the Reply-To. */
  mailSender: () => Promise<{ name: string; replyTo: string | null }>;
  /** The logo as PNG or JPEG bytes, null without one; rejects when it cannot be drawn. */
  logo: () => Promise<{ content: Buffer; type: string; width: number; height: number } | null>;
}

/** What the mails of one round carry of the club. */
interface ClubOfRound {
  name: string;
  replyTo: string | null;
  logo: MailAttachmentPart | null;
  logoSize: { width: number; height: number } | null;
}

/** The Content-ID the HTML part names the logo by. */
const LOGO_CID = 'club-logo@club';

export interface SenderOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  transport: MailTransport;
  from: string;
  club: MailClub;
  log: FastifyBaseLogger;
  /** Opens the links the outbox sealed (the same seal as the app's Outbox). */
  linkSeal: LinkSeal;
  /** Tries before a mail is marked FAILED. */
  maxAttempts?: number;
  /** Delay before the first retry; doubled at each try. */
  baseDelayMs?: number;
  pollMs?: number;
  batchSize?: number;
}

/** A row left SENDING this long (a crash mid-send) is queued again. */
const STALE_SENDING_MS = 10 * 60 * 1000;

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/**
 * What a sent row keeps: no sealed link, and no token in a body queued before links were
 * sealed (only the mail the family received holds a working link).
 */
const withoutSecrets = (row: MailRow) => ({
  sealed_link: null,
  text_body: hideTokenLinks(row.text_body),
  html_body: row.html_body === null ? null : hideTokenLinks(row.html_body),
});

/**
 * Delivers the outbox: claims due rows, sends them, retries with exponential backoff,
 * keeps the last error. With PostgreSQL several processes may run it side by side.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;

  constructor(private readonly options: SenderOptions) {
    this.maxAttempts = options.maxAttempts ?? 6;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'mail sender failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs ?? 1000);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  /** Sends every due mail once; returns how many were sent. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    // Read once a round; a failed read fails each mail's try, so each is retried like any other failure.
    const club = this.clubOfRound();
    club.catch(() => undefined);
    let sent = 0;
    for (const row of claimed) {
      if (await this.deliver(row, club)) sent += 1;
    }
    return sent;
  }

  /**
   * The club's name, contact and logo are read when mails leave, not when they are queued: one
   * place for every kind of mail, the bodies that only open at send time (sealed links) get the
   * same HTML as the others, and a mail waiting out an SMTP outage leaves under the name the
   * club has by then. A group mail keeps the From and Reply-To it was queued with.
   */
  private async clubOfRound(): Promise<ClubOfRound> {
    const { club, log } = this.options;
    const sender = await club.mailSender();
    const logo = await club.logo().catch((error: unknown) => {
      log.warn({ event: 'mail_logo_unavailable', err: error }, 'the club logo could not be drawn: mails go without it');
      return null;
    });
    return {
      name: displayName(sender.name),
      replyTo: sender.replyTo,
      logo:
        logo === null
          ? null
          : {
              filename: logo.type === 'image/jpeg' ? 'logo.jpg' : 'logo.png',
              contentType: logo.type,
              content: logo.content,
              cid: LOGO_CID,
              contentDisposition: 'inline',
            },
      logoSize: logo === null ? null : { width: logo.width, height: logo.height },
    };
  }

  private async claim(): Promise<MailRow[]> {
    const { db, dialect, clock } = this.options;
    const now = clock.now();
    const nowIso = now.toISOString();
    const limit = this.options.batchSize ?? 20;
    await requeueStaleSending(db, new Date(now.getTime() - STALE_SENDING_MS).toISOString());
    return db.transaction().execute(async (trx) => {
      const ids = await findDueMailIds(trx, nowIso, limit, dialect === 'postgres');
      if (ids.length === 0) return [];
      return markMailsSending(trx, ids, nowIso);
    });
  }

  private async deliver(row: MailRow, clubOfRound: Promise<ClubOfRound>): Promise<boolean> {
    const { db, clock, transport, log, linkSeal } = this.options;
    try {
      const club = await clubOfRound;
      const link = row.sealed_link === null ? undefined : linkSeal.open(row.sealed_link);
      const text = revealLink(row.text_body, link);
      const replyTo = row.reply_to ?? club.replyTo;
      // A body queued with HTML of its own (none is today) goes as it was written, without the logo.
      const logo = row.html_body === null ? club.logo : null;
      const html =
        row.html_body === null
          ? htmlOfText(text, {
              language: asLanguage(row.language),
              subject: row.subject,
              clubName: club.name,
              logo: club.logoSize === null ? null : { cid: LOGO_CID, ...club.logoSize },
            })
          : revealLink(row.html_body, link);
      const attachments = [...decodeAttachments(row.attachments), ...(logo === null ? [] : [logo])];
      await transport.send({
        // The address stays MAIL_FROM's: only the name shown changes (a group mail's sender and the club, or the club).
        from: { name: row.from_name ?? club.name, address: mailboxAddress(this.options.from) },
        ...(replyTo === null ? {} : { replyTo: { name: '', address: replyTo } }),
        to: parseList(row.to_addresses),
        bcc: parseList(row.bcc_addresses),
        subject: row.subject,
        text,
        html,
        ...(attachments.length === 0 ? {} : { attachments }),
        messageId: `<outbox-${row.id}@club>`,
      });
      await markMailSent(db, row.id, clock.now().toISOString(), withoutSecrets(row));
      log.info({ event: 'mail_sent', mailId: row.id, kind: row.kind }, 'mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= this.maxAttempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = this.baseDelayMs * 2 ** (attempts - 1);
      await markMailAttemptFailed(db, row.id, {
        status: failed ? 'FAILED' : 'QUEUED',
        attempts,
        lastError: message,
        nextAttemptAt: new Date(clock.now().getTime() + delay).toISOString(),
      });
      log.warn({ event: failed ? 'mail_failed' : 'mail_retry', mailId: row.id, attempts }, 'mail not sent');
      return false;
    }
  }
}
