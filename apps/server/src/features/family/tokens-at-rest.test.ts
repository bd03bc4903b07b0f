import { FAMILY_SESSION_COOKIE } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';
import type { TestApp } from '../../test/harness.js';
import { createWatchedDataFolderApp, NOWHERE, type SecretPlaces } from '../privacy/data-folder-app.js';
import { askForLink, openSession, signInMailsTo, tokenOf, waitFor } from './test-data.js';

/**
 * docs/architecture.md#quality-security (no token at rest in clear): the family's sign-in link
 * works from the mail the family receives, and neither its token nor the session cookie's value
 * is found anywhere else the club keeps: no table (the outbox included), no file of the data
 * folder, no log line, before or after the mail is sent, the link used and the session ended.
 */
describe('family sign-in tokens and session cookies at rest (SMTP delivery, database in the data folder)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let logLines: string[];
  let placesHolding: (secret: string) => Promise<SecretPlaces>;
  const nowhere = NOWHERE;

  beforeAll(async () => {
    ({ t, logLines, placesHolding } = await createWatchedDataFolderApp('club-family-tokens-', { PUBLIC_URL: 'https://club.example' }));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('mails a working link; no table, file or log holds the link’s token or the cookie’s value', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'rest@example.org' }) });
    expect((await askForLink(t, 'rest@example.org')).statusCode).toBe(202);
    const queued = await waitFor(async () => (await signInMailsTo(t, 'rest@example.org'))[0], 'the sign-in mail');
    expect(queued.sealed_link).toEqual(expect.any(String));
    expect(queued.text_body).not.toContain('token=');
    const sealedToken = tokenOf(t.deps.outbox.linkSeal.open(queued.sealed_link!));
    expect(sealedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect.soft(await placesHolding(sealedToken)).toEqual(nowhere);

    expect(await deliverMails(t, smtp.url)).toBe(1);
    const received = smtp.mails.find((mail) => mail.envelopeTo.includes('rest@example.org'));
    const link = /https:\/\/club\.example\/family\?token=[A-Za-z0-9_-]+/.exec(received?.parsed.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = tokenOf(link!);
    expect(token).toBe(sealedToken);
    const sent = await t.deps.db
      .selectFrom('mail_outbox')
      .select(['status', 'sealed_link'])
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'SENT', sealed_link: null });
    expect.soft(await placesHolding(token)).toEqual(nowhere);

    const opened = await openSession(t, token);
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === FAMILY_SESSION_COOKIE)!.value;
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect.soft(await placesHolding(token)).toEqual(nowhere);
    expect.soft(await placesHolding(cookie)).toEqual(nowhere);

    const headers = { cookie: `${FAMILY_SESSION_COOKIE}=${cookie}` };
    expect((await t.call({ method: 'GET', url: '/api/family/sessions', headers })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/family/sign-out', headers })).statusCode).toBe(204);
    expect.soft(await placesHolding(cookie)).toEqual(nowhere);
    // The log says what happened, by session id.
    expect(logLines.some((line) => line.includes('family_session_opened'))).toBe(true);
  });
});
