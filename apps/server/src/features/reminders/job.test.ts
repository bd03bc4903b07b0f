import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFolder } from '../../mail/transport.js';
import { buildGuardian } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { deliverToFolder } from '../../test/mail-delivery.js';
import { DAY_MS, fileToRemind, mailsAbout, reminderJob, remindersOf, tickEverything } from './test-data.js';

const HOUR_MS = 60 * 60 * 1000;

/** The automatic reminders (docs/product.md#health-rules), with the default offsets 7 and 21. */
describe('reminder job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
  });
  afterAll(() => t.close());

  const missingMails = (memberId: number) => mailsAbout(t, memberId, 'FAMILY_REMINDER');
  const runJob = () => reminderJob(t).runOnce();

  it('reminds nothing before 7 days, once at 7, once more at 21, and never twice for a day', async () => {
    const s = await fileToRemind(t);
    t.clock.advance(7 * DAY_MS - 1000);
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(0);
    t.clock.advance(1000);
    await runJob();
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(1);
    expect(await remindersOf(t, s.memberId)).toEqual([{ kind: 'MISSING_ITEMS', key: `${s.subscriptionId}:7`, sentBy: null }]);
    t.clock.advance(13 * DAY_MS);
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(1);
    t.clock.advance(DAY_MS);
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(2);
    expect((await remindersOf(t, s.memberId)).map((r) => r.key)).toEqual([`${s.subscriptionId}:7`, `${s.subscriptionId}:21`]);
  });

  it('stops as soon as the file is complete: done, cancelled or every item ticked', async () => {
    const reminded = await fileToRemind(t, { linkedDaysAgo: 7 });
    await runJob();
    expect(await missingMails(reminded.memberId)).toHaveLength(1);
    await tickEverything(t, reminded.subscriptionId);
    const done = await fileToRemind(t, { state: 'DONE', linkedDaysAgo: 7 });
    const cancelled = await fileToRemind(t, { state: 'CANCELLED', linkedDaysAgo: 7 });
    const ticked = await fileToRemind(t, { state: 'MISSING_DOC', linkedDaysAgo: 7 });
    await tickEverything(t, ticked.subscriptionId);
    await runJob();
    t.clock.advance(14 * DAY_MS);
    await runJob();
    expect(await missingMails(reminded.memberId)).toHaveLength(1);
    for (const s of [done, cancelled, ticked]) {
      expect(await missingMails(s.memberId)).toHaveLength(0);
      expect(await remindersOf(t, s.memberId)).toEqual([]);
    }
  });

  it('catches up a day missed by less than 7 days, not one missed longer ago', async () => {
    const late = await fileToRemind(t, { linkedDaysAgo: 14 - 1 / 24 });
    const tooLate = await fileToRemind(t, { linkedDaysAgo: 14 });
    const between = await fileToRemind(t, { linkedDaysAgo: 20 });
    const wayPast = await fileToRemind(t, { linkedDaysAgo: 28 });
    await runJob();
    expect(await remindersOf(t, late.memberId)).toEqual([{ kind: 'MISSING_ITEMS', key: `${late.subscriptionId}:7`, sentBy: null }]);
    for (const s of [tooLate, between, wayPast]) expect(await missingMails(s.memberId)).toHaveLength(0);
  });

  it('skips a family without an address and a link never made, recording nothing', async () => {
    const unreachable = await fileToRemind(t, { email: null, linkedDaysAgo: 7 });
    const unlinked = await fileToRemind(t, { linkedDaysAgo: 7 });
    await t.deps.db.updateTable('subscriptions').set({ link_sent_at: null }).where('id', '=', unlinked.subscriptionId).execute();
    await runJob();
    expect(await remindersOf(t, unreachable.memberId)).toEqual([]);
    expect(await remindersOf(t, unlinked.memberId)).toEqual([]);
    expect(await missingMails(unlinked.memberId)).toHaveLength(0);
  });

  it('counts from the latest link: a link sent again starts the days over', async () => {
    const s = await fileToRemind(t, { state: 'SCHEDULED', linkedDaysAgo: 6 });
    t.clock.advance(HOUR_MS);
    // Signed in now: the test clock has moved past an earlier login's access token.
    const admin = await t.staff(['ADMIN']);
    const resent = await t.call({
      method: 'POST',
      url: `/api/subscription/student/${s.memberId}/mail`,
      headers: admin.headers,
      payload: { email: 'again@example.org' },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const row = await t.deps.db
      .selectFrom('subscriptions')
      .select('link_sent_at')
      .where('id', '=', s.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row.link_sent_at).toBe(t.clock.now().toISOString());
    t.clock.advance(DAY_MS);
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(0);
    t.clock.advance(6 * DAY_MS);
    await runJob();
    expect(await missingMails(s.memberId)).toHaveLength(1);
  });

  it('mails once when runs meet: the same job twice at once and a second server', async () => {
    const s = await fileToRemind(t, { linkedDaysAgo: 7 });
    const first = reminderJob(t);
    const second = reminderJob(t);
    const runs = await Promise.all([first.runOnce(), first.runOnce(), second.runOnce(), second.runOnce()]);
    expect(runs.reduce((sum, r) => sum + r.missingItems, 0)).toBeGreaterThanOrEqual(1);
    expect(await missingMails(s.memberId)).toHaveLength(1);
    expect(await remindersOf(t, s.memberId)).toHaveLength(1);
  });

  it('names the child and the items in plain words, in the family’s language first, with the family space and no token', async () => {
    const guardianId = await buildGuardian(t.deps.db, { email: 'parent.reminded@example.org', language: 'en' });
    const s = await fileToRemind(t, { firstName: 'Zélie', guardianId, state: 'SCHEDULED', linkedDaysAgo: 7 });
    await t.deps.db.updateTable('subscriptions').set({ payment: 1 }).where('id', '=', s.subscriptionId).execute();
    await runJob();
    const [queued] = await missingMails(s.memberId);
    expect(queued!.sealed_link).toBeNull();
    expect(JSON.parse(queued!.to_addresses)).toEqual(expect.arrayContaining(['parent.reminded@example.org']));

    const dataDir = mkdtempSync(join(tmpdir(), 'club-reminder-mail-'));
    await deliverToFolder(t, dataDir);
    const mails = await Promise.all(
      readdirSync(outboxFolder(dataDir)).map((file) => simpleParser(readFileSync(join(outboxFolder(dataDir), file)))),
    );
    const mail = mails.find((m) => (m.subject ?? '').includes('Zélie'));
    expect(mail, 'the reminder').toBeDefined();
    expect(mail!.subject).toMatch(/Zélie’s subscription: items missing$/);
    const text = mail!.text ?? '';
    expect(text).toContain('Zélie');
    expect(text).toContain('- Medical certificate');
    expect(text).toContain('- Certificat médical');
    expect(text).toContain('- Signed subscription form');
    expect(text).toContain('The online subscription form has not been filled in yet');
    expect(text).not.toContain('Payment of the fee');
    expect(text.indexOf('still misses')).toBeLessThan(text.indexOf('Il manque encore'));
    expect(text).toContain('https://club.example/family');
    expect(text).not.toMatch(/token|subscribe\?/i);
    expect(text).not.toContain(s.token);
  });

  it('names the health-questionnaire attestation for a minor when the club asks for it', async () => {
    await t.deps.db.updateTable('club_settings').set({ health_document: 'QUESTIONNAIRE_FOR_MINORS' }).execute();
    try {
      const minor = await fileToRemind(t, { linkedDaysAgo: 7, language: 'fr' });
      const adult = await fileToRemind(t, { linkedDaysAgo: 7, birthDate: '1990-01-01' });
      await runJob();
      const [toMinor] = await missingMails(minor.memberId);
      expect(toMinor!.text_body).toContain('- Attestation du questionnaire de santé');
      expect(toMinor!.text_body).not.toContain('Certificat médical');
      const [toAdult] = await missingMails(adult.memberId);
      expect(toAdult!.text_body).toContain('- Certificat médical');
    } finally {
      await t.deps.db.updateTable('club_settings').set({ health_document: 'CERTIFICATE' }).execute();
    }
  });

  it('sends nothing automatically when the club has no offsets', async () => {
    await t.deps.db.updateTable('club_settings').set({ reminder_offsets: '[]' }).execute();
    try {
      const s = await fileToRemind(t, { linkedDaysAgo: 7 });
      await runJob();
      expect(await missingMails(s.memberId)).toHaveLength(0);
    } finally {
      await t.deps.db.updateTable('club_settings').set({ reminder_offsets: '[7,21]' }).execute();
    }
  });
});

/** Before a medical certificate ends (docs/product.md#health-rules). */
describe('certificate expiry reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
  });
  afterAll(() => t.close());

  const dayIn = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const withCertificate = async (endsInDays: number, values: { state?: string } = {}) => {
    const s = await fileToRemind(t, { state: values.state ?? 'DONE' });
    await t.deps.db
      .updateTable('members')
      .set({ certificate_expires_on: dayIn(endsInDays) })
      .where('id', '=', s.memberId)
      .execute();
    return s;
  };
  const certificateMails = (memberId: number) => mailsAbout(t, memberId, 'CERTIFICATE_REMINDER');

  it('mails once within 30 days of the end, not at 31, and again for a new end date', async () => {
    const soon = await withCertificate(30);
    const later = await withCertificate(31);
    const endsToday = await withCertificate(0);
    const ended = await withCertificate(-1);
    const expiresOn = dayIn(30);
    await Promise.all([reminderJob(t).runOnce(), reminderJob(t).runOnce()]);
    await reminderJob(t).runOnce();
    const mails = await certificateMails(soon.memberId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${expiresOn.slice(8, 10)}/${expiresOn.slice(5, 7)}/${expiresOn.slice(0, 4)}`);
    expect(mails[0]!.text_body).toContain('https://club.example/family');
    expect(await remindersOf(t, soon.memberId)).toEqual([{ kind: 'CERTIFICATE_EXPIRY', key: expiresOn, sentBy: null }]);
    expect(await certificateMails(later.memberId)).toHaveLength(0);
    expect(await certificateMails(endsToday.memberId)).toHaveLength(1);
    expect(await certificateMails(ended.memberId)).toHaveLength(0);

    t.clock.advance(DAY_MS);
    await reminderJob(t).runOnce();
    expect(await certificateMails(later.memberId)).toHaveLength(1);
    expect(await certificateMails(soon.memberId)).toHaveLength(1);
    // A new certificate accepted, and later its end: warned again for that day.
    await t.deps.db
      .updateTable('members')
      .set({ certificate_expires_on: dayIn(20) })
      .where('id', '=', soon.memberId)
      .execute();
    await reminderJob(t).runOnce();
    expect(await certificateMails(soon.memberId)).toHaveLength(2);
  });

  it('warns nobody whose subscription is cancelled or who was anonymised', async () => {
    const cancelled = await withCertificate(10, { state: 'CANCELLED' });
    const anonymised = await withCertificate(10);
    await t.deps.db
      .updateTable('members')
      .set({ anonymised_at: t.clock.now().toISOString() })
      .where('id', '=', anonymised.memberId)
      .execute();
    await reminderJob(t).runOnce();
    expect(await certificateMails(cancelled.memberId)).toHaveLength(0);
    expect(await certificateMails(anonymised.memberId)).toHaveLength(0);
    expect(await remindersOf(t, anonymised.memberId)).toEqual([]);
  });
});
