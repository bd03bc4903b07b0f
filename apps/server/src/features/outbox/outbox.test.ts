import { outboxPageSchema, type OutboxMailDto, type Page } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';

describe('mail outbox screen', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  const ids: Record<string, number> = {};

  const queue = async (subject: string, to: string[], bcc: string[] = []) =>
    (await t.deps.outbox.queue(t.deps.db, { kind: 'GROUP_MAIL', to, bcc, subject, text: 'Corps du message secret', language: 'fr' }))!;
  const setRow = (id: number, values: { status: string; attempts: number; last_error?: string | null; sent_at?: string | null }) =>
    t.deps.db.updateTable('mail_outbox').set(values).where('id', '=', id).execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    ids.sent = await queue('Envoyé', ['a@example.org'], ['b@example.org', 'c@example.org']);
    await setRow(ids.sent, { status: 'SENT', attempts: 1, sent_at: '2026-11-21T10:00:01.000Z' });
    ids.failed = await queue('Échoué', ['d@example.org']);
    await setRow(ids.failed, { status: 'FAILED', attempts: 6, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' });
    ids.queued = await queue('En attente', ['e@example.org']);
    ids.sending = await queue('En cours', ['f@example.org']);
    await setRow(ids.sending, { status: 'SENDING', attempts: 0 });
  });
  afterAll(() => t.close());

  const list = (query = '', who: StaffMember = admin) => t.call({ method: 'GET', url: `/api/mail/outbox${query}`, headers: who.headers });
  const retry = (id: number, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: `/api/mail/outbox/${id}/retry`, headers: who.headers });
  const row = (id: number) => t.deps.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists every mail newest first with recipients count, attempts and last error, never the body', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    // The answer holds to the contract the web reads it with.
    const page = outboxPageSchema.parse(response.json());
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual([ids.sending, ids.queued, ids.failed, ids.sent]);
    expect(page.rows.find((r) => r.id === ids.sent)).toMatchObject({
      subject: 'Envoyé',
      recipients: 3,
      state: 'SENT',
      attempts: 1,
      sentAt: '2026-11-21T10:00:01.000Z',
      kind: 'GROUP_MAIL',
    });
    expect(page.rows.find((r) => r.id === ids.failed)).toMatchObject({
      state: 'FAILED',
      attempts: 6,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(response.body).not.toContain('Corps du message');
    expect(response.body).not.toContain('example.org');
  });

  it('filters by state: a mail being handed over counts as queued; pages', async () => {
    const byState = async (state: string) => (await list(`?state=${state}`)).json<Page<OutboxMailDto>>().rows.map((r) => r.id);
    expect(await byState('QUEUED')).toEqual([ids.sending, ids.queued]);
    expect(await byState('FAILED')).toEqual([ids.failed]);
    expect(await byState('SENT')).toEqual([ids.sent]);
    const second = (await list('?pageSize=3&page=2')).json<Page<OutboxMailDto>>();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.rows.map((r) => r.id)).toEqual([ids.sent]);
    expect((await list('?state=SENDING')).statusCode).toBe(400);
    expect((await list('?pageSize=0')).statusCode).toBe(400);
  });

  it('queues a failed mail again with its tries reset, records who did it, and the sender delivers it', async () => {
    t.clock.set('2026-11-21T10:05:00.000Z');
    const response = await retry(ids.failed!);
    expect(response.statusCode).toBe(204);
    const stored = await row(ids.failed!);
    expect(stored).toMatchObject({ status: 'QUEUED', attempts: 0, next_attempt_at: '2026-11-21T10:05:00.000Z' });
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', 'MAIL_RETRIED').execute();
    expect(audit).toMatchObject([
      { target_type: 'MAIL', target_id: ids.failed, actor_id: admin.id, created_at: '2026-11-21T10:05:00.000Z' },
    ]);

    const smtp = await startSmtpServer();
    try {
      await deliverMails(t, smtp.url, { from: 'club@example.org' });
      expect((await row(ids.failed!)).status).toBe('SENT');
      expect(smtp.mails.map((m) => m.parsed.subject)).toContain('Échoué');
    } finally {
      await smtp.close();
    }
  });

  it('answers 409 for a mail that is not failed and 404 for an unknown one, changing nothing', async () => {
    const before = await t.deps.db.selectFrom('audit_log').select('id').execute();
    expect((await retry(ids.sent!)).statusCode).toBe(409);
    expect((await retry(ids.sending!)).statusCode).toBe(409);
    expect((await row(ids.sent!)).status).toBe('SENT');
    expect((await retry(987654)).statusCode).toBe(404);
    expect((await retry(0)).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/mail/outbox/abc/retry', headers: admin.headers })).statusCode).toBe(400);
    expect(await t.deps.db.selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it('is for admins only', async () => {
    await setRow(ids.queued!, { status: 'FAILED', attempts: 6 });
    for (const who of [manager, coach]) {
      expect((await list('', who)).statusCode).toBe(403);
      expect((await retry(ids.queued!, who)).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `/api/mail/outbox/${ids.queued}/retry` })).statusCode).toBe(401);
    expect((await row(ids.queued!)).status).toBe('FAILED');
  });
});
