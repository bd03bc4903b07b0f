import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { DB, MailRow } from '../db/types.js';
import type { Clock } from '../lib/clock.js';
import { hideTokenLinks, revealLink, type LinkSeal } from './link-seal.js';
import { mailboxAddress } from './mailbox.js';
import { decodeAttachments } from './outbox.js';
import type { MailTransport } from './transport.js';

export interface SenderOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  transport: MailTransport;
  from: string;
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
    let sent = 0;
    for (const row of claimed) {
      if (await this.deliver(row)) sent += 1;
    }
    return sent;
  }

  private async claim(): Promise<MailRow[]> {
    const { db, dialect, clock } = this.options;
    const now = clock.now();
    const nowIso = now.toISOString();
    const limit = this.options.batchSize ?? 20;
    await db
      .updateTable('mail_outbox')
      .set({ status: 'QUEUED' })
      .where('status', '=', 'SENDING')
      .where('next_attempt_at', '<', new Date(now.getTime() - STALE_SENDING_MS).toISOString())
      .execute();
    return db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'QUEUED')
        .where('next_attempt_at', '<=', nowIso)
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      return trx
        .updateTable('mail_outbox')
        .set({ status: 'SENDING', next_attempt_at: nowIso })
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
  }

  private async deliver(row: MailRow): Promise<boolean> {
    const { db, clock, transport, log, linkSeal } = this.options;
    try {
      const link = row.sealed_link === null ? undefined : linkSeal.open(row.sealed_link);
      await transport.send({
        from: row.from_name === null ? this.options.from : { name: row.from_name, address: mailboxAddress(this.options.from) },
        ...(row.reply_to === null ? {} : { replyTo: { name: '', address: row.reply_to } }),
        to: parseList(row.to_addresses),
        bcc: parseList(row.bcc_addresses),
        subject: row.subject,
        text: revealLink(row.text_body, link),
        ...(row.html_body === null ? {} : { html: revealLink(row.html_body, link) }),
        ...(row.attachments === null ? {} : { attachments: decodeAttachments(row.attachments) }),
        messageId: `<outbox-${row.id}@club>`,
      });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'SENT', sent_at: clock.now().toISOString(), attempts: sql`attempts + 1`, last_error: null, ...withoutSecrets(row) })
        .where('id', '=', row.id)
        .execute();
      log.info({ event: 'mail_sent', mailId: row.id, kind: row.kind }, 'mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= this.maxAttempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = this.baseDelayMs * 2 ** (attempts - 1);
      await db
        .updateTable('mail_outbox')
        .set({
          status: failed ? 'FAILED' : 'QUEUED',
          attempts,
          last_error: message,
          next_attempt_at: new Date(clock.now().getTime() + delay).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      log.warn({ event: failed ? 'mail_failed' : 'mail_retry', mailId: row.id, attempts }, 'mail not sent');
      return false;
    }
  }
}
