import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';
import { createWatchedDataFolderApp, NOWHERE, type SecretPlaces } from '../privacy/data-folder-app.js';

const tokenIn = (text: string): string | undefined => /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/**
 * docs/architecture.md#quality-security (no token at rest in clear): a password-reset link works from the mail the staff member
 * receives, and is found nowhere else the club keeps: no table, no file of the data folder, no
 * log line, before or after the mail is sent and after the link is used.
 */
describe('password reset tokens at rest (SMTP delivery, database in the data folder)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let logLines: string[];
  let placesHolding: (secret: string) => Promise<SecretPlaces>;
  const nowhere = NOWHERE;

  beforeAll(async () => {
    ({ t, logLines, placesHolding } = await createWatchedDataFolderApp('club-reset-tokens-', { PUBLIC_URL: 'https://club.example' }));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('mails a working link; neither the queued nor the sent mail, the logs or any file holds the token, before or after its use', async () => {
    const member = await t.staff(['COACH']);
    await t.deps.db.updateTable('users').set({ email: 'karim@club.example' }).where('id', '=', member.id).execute();
    const asked = await t.call({ method: 'POST', url: '/api/coach/password/forgot', payload: { identifier: member.login } });
    expect(asked.statusCode).toBe(200);

    const queued = await t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'PASSWORD_RESET').executeTakeFirstOrThrow();
    expect(queued.sealed_link).toEqual(expect.any(String));
    const sealedToken = tokenIn(t.deps.outbox.linkSeal.open(queued.sealed_link!));
    expect(sealedToken).toBeDefined();
    expect.soft(await placesHolding(sealedToken!)).toEqual(nowhere);

    expect(await deliverMails(t, smtp.url)).toBe(1);
    const received = smtp.mails.find((mail) => mail.envelopeTo.includes('karim@club.example'));
    const token = tokenIn(received?.parsed.text ?? '');
    expect(token).toBe(sealedToken);
    const sent = await t.deps.db
      .selectFrom('mail_outbox')
      .select(['status', 'sealed_link'])
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'SENT', sealed_link: null });
    expect.soft(await placesHolding(token!)).toEqual(nowhere);

    const used = await t.call({ method: 'POST', url: '/api/coach/password/reset', payload: { token, password: 'a brand new password' } });
    expect(used.statusCode).toBe(204);
    expect.soft(await placesHolding(token!)).toEqual(nowhere);
    // The log says what happened, by user id.
    expect(logLines.some((line) => line.includes('"event":"password_reset_by_mail"') && line.includes(`"userId":${member.id}`))).toBe(true);
  });
});
