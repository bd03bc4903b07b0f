import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { createDataFolderApp, findInDataFolder, findInTables } from '../privacy/data-folder-app.js';
import { tokenInText, validForm } from '../subscriptions/test-data.js';
import { buildLinkedSubscription } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';

/** What the stored body, the export and the screens show where a link was. */
const LINK_HIDDEN = '[lien masqué / link hidden]';
/** No SMTP server listens there: a delivery to it fails. */
const DEAD_SMTP = 'smtp://127.0.0.1:9';

/**
 * No link at rest in clear (docs/architecture.md#quality-security): a subscription link works from the mail the family receives,
 * and nowhere else: not from the outbox row, another file of the data folder, the member's
 * data export or the admin outbox screen, before or after the mail is sent.
 */
describe('subscription link tokens at rest (SMTP delivery, database in the data folder)', () => {
  let dataDir: string;
  let t: TestApp;
  let admin: StaffMember;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'club-tokens-'));
    t = await createDataFolderApp(dataDir, { PUBLIC_URL: 'https://club.example' });
    admin = await t.staff(['ADMIN']);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  /** One attempt only: a failed mail stays FAILED for the admin's retry. */
  const deliver = (url = smtp.url) => deliverMails(t, url, { maxAttempts: 1 });

  const mailLink = (memberId: number, email: string) =>
    t.call({ method: 'POST', url: `/api/subscription/student/${memberId}/mail`, headers: admin.headers, payload: { email } });
  const resume = (token: string) => t.call({ method: 'GET', url: `/api/subscription/resume?token=${encodeURIComponent(token)}` });
  const receivedBy = (address: string) => smtp.mails.filter((m) => m.envelopeTo.includes(address));

  const exportOf = (memberId: number) => t.call({ method: 'GET', url: `/api/privacy/member/${memberId}/export`, headers: admin.headers });
  const exportedMailTexts = (response: { json: <T>() => T }) =>
    response.json<{ mails: { text: string }[] }>().mails.map((mail) => mail.text);

  /** Where a token could be read back from, other than the mail the family received. */
  const placesHolding = async (token: string, memberId: number) => {
    // A base64url token reads the same URL-encoded; the set keeps each form once.
    const needles = [...new Set([token, encodeURIComponent(token), `token=${token}`])];
    const exported = await exportOf(memberId);
    const outboxScreen = await t.call({ method: 'GET', url: '/api/mail/outbox?pageSize=200', headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    expect(outboxScreen.statusCode).toBe(200);
    return {
      tables: await findInTables(t.deps.db, needles),
      files: await findInDataFolder(dataDir, needles),
      export: needles.filter((needle) => exported.body.includes(needle)),
      outboxScreen: needles.filter((needle) => outboxScreen.body.includes(needle)),
    };
  };
  const nowhere = { tables: [], files: [], export: [], outboxScreen: [] };

  it('mails a working link and its confirmation over SMTP; afterwards no row, file, export or screen holds the token', async () => {
    const family = `famille.sorel.${Date.now()}@example.org`;
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Albertine', lastName: 'Sorel', email: family });
    expect((await mailLink(s.memberId, family)).statusCode).toBe(200);

    // Queued: the row waits with the link sealed, the body with a placeholder.
    const [queued] = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'SUBSCRIPTION_LINK')
      .where('to_addresses', '=', JSON.stringify([family]))
      .execute();
    expect(queued).toBeDefined();
    expect.soft(queued!.text_body).not.toContain('/subscribe?token=');
    expect.soft(queued!.text_body).toContain(LINK_HIDDEN);
    expect.soft(queued!.sealed_link).toEqual(expect.any(String));
    expect.soft(queued!.member_id).toBe(s.memberId);

    expect(await deliver()).toBe(1);
    const token = tokenInText(receivedBy(family)[0]?.parsed.text ?? '');
    expect(token).toBeDefined();
    expect(receivedBy(family)[0]!.parsed.text).toContain(`https://club.example/subscribe?token=${token}`);
    expect((await resume(token!)).statusCode).toBe(200);

    // The family submits: the confirmation mail carries the same link.
    const submitted = await t.call({
      method: 'POST',
      url: '/api/subscription/',
      payload: validForm({ ...s, token: token! }, { guardianEmail: family }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await deliver()).toBe(1);
    const confirmation = receivedBy(family)[1];
    expect(tokenInText(confirmation?.parsed.text ?? '')).toBe(token);
    expect((await resume(token!)).statusCode).toBe(200);

    const sent = await t.deps.db.selectFrom('mail_outbox').selectAll().where('to_addresses', 'like', `%${family}%`).orderBy('id').execute();
    expect.soft(sent.map((row) => [row.kind, row.status, row.member_id, row.sealed_link])).toEqual([
      ['SUBSCRIPTION_LINK', 'SENT', s.memberId, null],
      ['SUBSCRIPTION_SUBMITTED', 'SENT', s.memberId, null],
    ]);
    expect.soft(await placesHolding(token!, s.memberId)).toEqual(nowhere);
    // The export still lists both mails, with the placeholder where the link was.
    expect
      .soft(exportedMailTexts(await exportOf(s.memberId)))
      .toEqual([expect.stringContaining(LINK_HIDDEN), expect.stringContaining(LINK_HIDDEN)]);
  });

  it('keeps a failed mail’s link sealed; an admin’s retry delivers it working, then it is gone from the row', async () => {
    const family = `famille.morel.${Date.now()}@example.org`;
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Hugo', lastName: 'Morel', email: family });
    expect((await mailLink(s.memberId, family)).statusCode).toBe(200);
    expect(await deliver(DEAD_SMTP)).toBe(0);
    const [failed] = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_addresses', '=', JSON.stringify([family]))
      .execute();
    expect(failed!.status).toBe('FAILED');
    expect.soft(failed!.sealed_link).toEqual(expect.any(String));
    expect.soft(failed!.text_body).not.toContain('/subscribe?token=');

    expect((await t.call({ method: 'POST', url: `/api/mail/outbox/${failed!.id}/retry`, headers: admin.headers })).statusCode).toBe(204);
    expect(await deliver()).toBe(1);
    const token = tokenInText(receivedBy(family)[0]?.parsed.text ?? '');
    expect(token).toBeDefined();
    expect((await resume(token!)).statusCode).toBe(200);
    expect
      .soft(await t.deps.db.selectFrom('mail_outbox').select(['status', 'sealed_link']).where('id', '=', failed!.id).executeTakeFirst())
      .toEqual({
        status: 'SENT',
        sealed_link: null,
      });
    expect.soft(await placesHolding(token!, s.memberId)).toEqual(nowhere);
  });
});
