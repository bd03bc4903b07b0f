import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startSmtpServer } from '../test/smtp.js';
import { LINK_PLACEHOLDER, LinkSeal } from './link-seal.js';
import { MailSender } from './sender.js';
import { fileTransport, smtpTransport } from './transport.js';

const log = pino({ level: 'silent' });

describe('mail outbox and sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const senderOptions = (transportUrl: string) => ({
    db: t.deps.db,
    dialect: t.deps.dialect,
    clock: t.clock,
    transport: smtpTransport(transportUrl),
    from: 'Club <club@example.org>',
    club: t.deps.club,
    log,
    linkSeal: t.deps.outbox.linkSeal,
  });
  const senderFor = (transportUrl: string, options: { maxAttempts?: number } = {}) =>
    new MailSender({ ...senderOptions(transportUrl), baseDelayMs: 1000, ...options });

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
    const first = await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST',
      to: ['a@example.org'],
      subject: 's',
      text: 't',
      language: 'en',
      dedupeKey: 'once',
    });
    const second = await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST',
      to: ['a@example.org'],
      subject: 's',
      text: 't',
      language: 'en',
      dedupeKey: 'once',
    });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.deps.db.deleteFrom('mail_outbox').execute();
  });

  it('keeps mails queued while SMTP is down, retries with backoff, fails after the last try, and sends once it is back', async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    const failing = await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST',
      to: ['x@example.org'],
      subject: 'one',
      text: 'body',
      language: 'fr',
    });
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

    const waiting = await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST',
      to: ['y@example.org'],
      subject: 'two',
      text: 'body',
      language: 'fr',
    });
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
    await t.deps.outbox.queue(t.deps.db, {
      kind: 'TEST',
      to: ['z@example.org'],
      bcc: ['hidden@example.org'],
      subject: 'Convocation',
      text: 'À demain',
      language: 'fr',
    });
    const sender = new MailSender({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      transport: fileTransport(folder),
      from: 'club@example.org',
      club: t.deps.club,
      log,
      linkSeal: t.deps.outbox.linkSeal,
    });
    expect(await sender.runOnce()).toBe(1);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Convocation/m);
    expect(eml).toMatch(/^To: z@example.org/m);
    // Like a sent-mail copy, the file records the hidden recipients.
    expect(eml).toMatch(/^Bcc: hidden@example.org/m);
  });

  describe('secret links (docs/operations.md#personal-data-on-disk)', () => {
    const LINK = 'https://club.example/subscribe?token=k7Q2mVx9abcDEFghiJKLmnoPQRstuVWXyz0123456789_-';
    const linkMail = (text = `Votre lien :\n${LINK}\n\nYour link:\n${LINK}`) =>
      t.deps.outbox.queue(t.deps.db, {
        kind: 'SUBSCRIPTION_LINK',
        to: ['famille@example.org'],
        subject: 'Inscription',
        text,
        language: 'fr',
        link: LINK,
      });

    beforeEach(async () => {
      await t.deps.db.deleteFrom('mail_outbox').execute();
    });

    it('stores a placeholder and the link sealed; the mail sent holds the link, the row afterwards neither', async () => {
      const id = (await linkMail())!;
      const queued = await row(id);
      expect(queued.text_body).toBe(`Votre lien :\n${LINK_PLACEHOLDER}\n\nYour link:\n${LINK_PLACEHOLDER}`);
      expect(queued.sealed_link).toMatch(/^v1\./);
      expect(JSON.stringify(queued)).not.toContain('k7Q2mVx9');
      const smtp = await startSmtpServer();
      try {
        expect(await senderFor(smtp.url).runOnce()).toBe(1);
        // The text part, exactly (in a multipart mail the line break before the next part is the boundary's).
        expect(smtp.mails[0]!.parsed.text).toBe(`Votre lien :\n${LINK}\n\nYour link:\n${LINK}`);
      } finally {
        await smtp.close();
      }
      expect(await row(id)).toMatchObject({ status: 'SENT', sealed_link: null, text_body: queued.text_body });
    });

    it('writes the working link into the .eml file, which is the mail delivered when no SMTP server is set', async () => {
      const id = (await linkMail())!;
      const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
      const sender = new MailSender({
        db: t.deps.db,
        dialect: t.deps.dialect,
        clock: t.clock,
        transport: fileTransport(folder),
        from: 'club@example.org',
        club: t.deps.club,
        log,
        linkSeal: t.deps.outbox.linkSeal,
      });
      expect(await sender.runOnce()).toBe(1);
      expect(readFileSync(join(folder, readdirSync(folder)[0]!), 'utf8')).toContain('k7Q2mVx9abcDEFghiJKLmnoPQRstuVWXyz0123456789_-');
      expect((await row(id)).sealed_link).toBeNull();
    });

    it('does not send a link sealed under another JWT secret: the try fails with a reason that never shows the link', async () => {
      const id = (await linkMail())!;
      const smtp = await startSmtpServer();
      try {
        const otherServer = new MailSender({
          ...senderOptions(smtp.url),
          linkSeal: LinkSeal.fromSecret('another-secret-another-secret-0123456789'),
        });
        expect(await otherServer.runOnce()).toBe(0);
        expect(smtp.mails).toEqual([]);
      } finally {
        await smtp.close();
      }
      const stored = await row(id);
      expect(stored).toMatchObject({ status: 'QUEUED', attempts: 1, sealed_link: expect.stringMatching(/^v1\./) });
      expect(stored.last_error).toMatch(/JWT secret/);
      expect(stored.last_error).not.toContain('k7Q2mVx9');
    });

    it('sends a mail queued before links were sealed as it is, then keeps only the placeholder', async () => {
      const legacy = (await t.deps.outbox.queue(t.deps.db, {
        kind: 'SUBSCRIPTION_LINK',
        to: ['famille@example.org'],
        subject: 'Inscription',
        text: `Lien : ${LINK}`,
        language: 'fr',
      }))!;
      const smtp = await startSmtpServer();
      try {
        expect(await senderFor(smtp.url).runOnce()).toBe(1);
        expect(smtp.mails[0]!.parsed.text).toContain(LINK);
      } finally {
        await smtp.close();
      }
      expect((await row(legacy)).text_body).toBe(`Lien : ${LINK_PLACEHOLDER}`);
    });

    it('refuses to queue a mail whose text lost its link', async () => {
      await expect(linkMail('Votre lien : (oublié)')).rejects.toThrow('does not contain its link');
      expect(await t.deps.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    });
  });
});
