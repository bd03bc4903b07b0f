import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startSmtpServer } from '../test/smtp.js';
import { MailSender } from './sender.js';
import { fileTransport, smtpTransport } from './transport.js';

const log = pino({ level: 'silent' });

describe('mail outbox and sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const senderFor = (transportUrl: string, options: { maxAttempts?: number } = {}) =>
    new MailSender({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      transport: smtpTransport(transportUrl),
      from: 'Club <club@example.org>',
      log,
      baseDelayMs: 1000,
      ...options,
    });

  const row = (id: number) => t.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a queued mail over SMTP with the recipients in Bcc only', async () => {
    const smtp = await startSmtpServer();
    try {
      const id = await t.deps.outbox.queue(t.deps.db, {
        kind: 'TEST',
        to: ['club@example.org'],
        bcc: ['parent1@example.org', 'parent2@example.org'],
        subject: 'Entraînement annulé\r\nBcc: attacker@example.org',
        text: 'Bonjour,\nla séance de demain est annulée.',
        language: 'fr',
      });
      const sender = senderFor(smtp.url);
      expect(await sender.runOnce()).toBe(1);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.envelopeTo.sort()).toEqual(['club@example.org', 'parent1@example.org', 'parent2@example.org']);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mail.parsed.subject).toBe('Entraînement annulé Bcc: attacker@example.org');
      expect(mail.parsed.text).toContain('la séance de demain est annulée.');
      const stored = await row(id!);
      expect(stored.status).toBe('SENT');
      expect(stored.attempts).toBe(1);
      expect(stored.sent_at).not.toBeNull();
      // Nothing left to send.
      expect(await sender.runOnce()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('queues a mail with a dedupe key once', async () => {
    const first = await t.deps.outbox.queue(t.deps.db, { kind: 'TEST', to: ['a@example.org'], subject: 's', text: 't', language: 'en', dedupeKey: 'once' });
    const second = await t.deps.outbox.queue(t.deps.db, { kind: 'TEST', to: ['a@example.org'], subject: 's', text: 't', language: 'en', dedupeKey: 'once' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.deps.db.deleteFrom('mail_outbox').execute();
  });

  it('keeps mails queued while SMTP is down, retries with backoff, fails after the last try, and sends once it is back', async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    const failing = await t.deps.outbox.queue(t.deps.db, { kind: 'TEST', to: ['x@example.org'], subject: 'one', text: 'body', language: 'fr' });
    const down = senderFor(url, { maxAttempts: 3 });
    expect(await down.runOnce()).toBe(0);
    let stored = await row(failing!);
    expect(stored.status).toBe('QUEUED');
    expect(stored.attempts).toBe(1);
    expect(stored.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not due again before the backoff.
    expect(await down.runOnce()).toBe(0);
    expect((await row(failing!)).attempts).toBe(1);
    t.clock.advance(1000);
    await down.runOnce();
    expect((await row(failing!)).attempts).toBe(2);
    t.clock.advance(2000);
    await down.runOnce();
    stored = await row(failing!);
    expect(stored.status).toBe('FAILED');
    expect(stored.attempts).toBe(3);
    expect(stored.last_error).not.toBeNull();

    const waiting = await t.deps.outbox.queue(t.deps.db, { kind: 'TEST', to: ['y@example.org'], subject: 'two', text: 'body', language: 'fr' });
    await down.runOnce();
    expect((await row(waiting!)).status).toBe('QUEUED');
    const back = await startSmtpServer();
    try {
      t.clock.advance(60_000);
      expect(await senderFor(back.url).runOnce()).toBe(1);
      expect((await row(waiting!)).status).toBe('SENT');
      expect(back.mails.map((m) => m.parsed.subject)).toEqual(['two']);
    } finally {
      await back.close();
    }
  });

  it('writes .eml files that mail clients open when no SMTP server is configured', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    await t.deps.outbox.queue(t.deps.db, { kind: 'TEST', to: ['z@example.org'], bcc: ['hidden@example.org'], subject: 'Convocation', text: 'À demain', language: 'fr' });
    const sender = new MailSender({ db: t.deps.db, dialect: t.deps.dialect, clock: t.clock, transport: fileTransport(folder), from: 'club@example.org', log });
    expect(await sender.runOnce()).toBe(1);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Convocation/m);
    expect(eml).toMatch(/^To: z@example.org/m);
    // Like a sent-mail copy, the file records the hidden recipients.
    expect(eml).toMatch(/^Bcc: hidden@example.org/m);
  });
});
