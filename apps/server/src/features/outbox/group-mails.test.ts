import type { OutboxMailDto, Page } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';
import { RECIPIENTS_PER_MESSAGE } from '../mail/service.js';

const MINOR = '2014-06-01';
const CLUB = 'club@example.org';
/** More French addresses than one message may carry: the mail goes out in two batches. */
const LIST = Array.from({ length: RECIPIENTS_PER_MESSAGE + 10 }, (_, i) => `famille${String(i).padStart(3, '0')}@example.com`);

describe('a group mail is one item of the outbox, whatever its languages and batches', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let group: number;
  let groupMail: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: `Club de natation <${CLUB}>` } });
    t.clock.set('2026-11-21T10:00:00.000Z');
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH'], { firstName: 'Thomas', lastName: 'Girard' });
    const { db } = t.deps;
    group = await buildGroup(db, { name: 'Benjamins', coaches: [coach.id], emailList: LIST.join(',') });
    const english = await buildGuardian(db, { email: 'parent.en@example.com', language: 'en' });
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: english });
    // A mail of another kind, queued before: it stays an item of its own.
    other = (await t.deps.outbox.queue(db, {
      kind: 'SUBSCRIPTION_LINK',
      to: ['x@example.org'],
      subject: 'Lien',
      text: 'Bonjour',
      language: 'fr',
    }))!;

    const response = await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: coach.headers,
      payload: { subject: 'Stage', message: 'Stage de Noël' },
    });
    expect(response.json()).toEqual({ queued: 3, recipients: LIST.length + 1 });
    groupMail = (await rows())[0]!.id;
  });
  afterAll(() => t.close());

  const rows = () => t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'GROUP_MAIL').orderBy('id').execute();
  const list = async (query = '') => {
    const response = await t.call({ method: 'GET', url: `/api/mail/outbox${query}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json<Page<OutboxMailDto>>();
  };
  const setStatus = (ids: number[], status: string) =>
    t.deps.db
      .updateTable('mail_outbox')
      .set({ status, attempts: status === 'FAILED' ? 6 : 1, last_error: status === 'FAILED' ? '421 too many recipients' : null })
      .where('id', 'in', ids)
      .execute();

  it('queues one message per language and batch, none carrying more recipients than a provider takes', async () => {
    const queued = await rows();
    expect(queued.map((row) => row.language)).toEqual(['fr', 'fr', 'en']);
    const bccs = queued.map((row) => JSON.parse(row.bcc_addresses) as string[]);
    for (const [index, row] of queued.entries()) {
      expect(row.group_mail_id).toBe(queued[0]!.group_mail_id);
      expect(JSON.parse(row.to_addresses).length + bccs[index]!.length).toBeLessThanOrEqual(RECIPIENTS_PER_MESSAGE);
    }
    expect(bccs.flat().sort()).toEqual([...LIST, 'parent.en@example.com'].sort());
  });

  it('lists the group mail once: its sender, group, subject, every recipient and its state', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.id)).toEqual([groupMail, other]);
    expect(page.rows[0]).toMatchObject({
      kind: 'GROUP_MAIL',
      subject: 'Stage',
      recipients: LIST.length + 1,
      state: 'QUEUED',
      groupMail: { senderName: 'Thomas Girard', groupName: 'Benjamins' },
      createdAt: '2026-11-21T10:00:00.000Z',
      sentAt: null,
    });
    expect(page.rows[1]).toMatchObject({ subject: 'Lien', groupMail: null, recipients: 1 });
    expect((await list('?pageSize=1&page=2')).rows.map((row) => row.id)).toEqual([other]);
  });

  it('delivers every batch to the club and its share of the families in Bcc, then shows the mail sent', async () => {
    const smtp = await startSmtpServer();
    try {
      expect(await deliverMails(t, smtp.url)).toBe(4);
      const groupMails = smtp.mails.filter((mail) => mail.parsed.subject === 'Stage');
      expect(groupMails).toHaveLength(3);
      for (const mail of groupMails) {
        expect(mail.envelopeTo).toContain(CLUB);
        expect(mail.envelopeTo.length).toBeLessThanOrEqual(RECIPIENTS_PER_MESSAGE);
        expect(mail.parsed.headers.has('bcc')).toBe(false);
      }
      const families = groupMails.flatMap((mail) => mail.envelopeTo).filter((address) => address !== CLUB);
      expect(families.sort()).toEqual([...LIST, 'parent.en@example.com'].sort());
    } finally {
      await smtp.close();
    }
    const [item] = (await list('?state=SENT')).rows.filter((row) => row.id === groupMail);
    expect(item).toMatchObject({ state: 'SENT', recipients: LIST.length + 1 });
    expect(item!.sentAt).not.toBeNull();
  });

  it('is partly sent when a batch failed, and a retry sends again only what failed', async () => {
    const [first, second, third] = (await rows()).map((row) => row.id);
    await setStatus([first!, third!], 'SENT');
    await setStatus([second!], 'FAILED');

    const ids = async (state: string) => (await list(`?state=${state}`)).rows.map((row) => row.id);
    expect(await ids('PARTLY_SENT')).toEqual([groupMail]);
    expect(await ids('FAILED')).toEqual([]);
    // The other mail was delivered with the group mail's batches.
    expect(await ids('SENT')).toEqual([other]);
    expect(await ids('QUEUED')).toEqual([]);
    expect((await list()).rows[0]).toMatchObject({ state: 'PARTLY_SENT', lastError: '421 too many recipients', attempts: 6 });

    t.clock.set('2026-11-21T10:02:00.000Z');
    const retry = await t.call({ method: 'POST', url: `/api/mail/outbox/${groupMail}/retry`, headers: admin.headers });
    expect(retry.statusCode).toBe(204);
    expect((await rows()).map((row) => row.status)).toEqual(['SENT', 'QUEUED', 'SENT']);
    expect(await ids('QUEUED')).toEqual([groupMail]);
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', 'MAIL_RETRIED').execute();
    expect(audit).toMatchObject([{ target_type: 'MAIL', target_id: groupMail, actor_id: admin.id }]);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ messages: 1 });
    // Nothing failed is left: a second retry is refused.
    expect((await t.call({ method: 'POST', url: `/api/mail/outbox/${groupMail}/retry`, headers: admin.headers })).statusCode).toBe(409);
  });

  it('is failed when every message failed, and retried whole from the list’s item', async () => {
    const all = (await rows()).map((row) => row.id);
    await setStatus(all, 'FAILED');
    expect((await list('?state=FAILED')).rows.map((row) => row.id)).toEqual([groupMail]);
    expect((await list('?state=PARTLY_SENT')).rows).toEqual([]);

    expect((await t.call({ method: 'POST', url: `/api/mail/outbox/${groupMail}/retry`, headers: admin.headers })).statusCode).toBe(204);
    expect((await rows()).map((row) => row.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
  });

  it('queues a double submit within the minute once', async () => {
    t.clock.set('2026-11-21T10:00:40.000Z');
    const before = await rows();
    const again = await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: coach.headers,
      payload: { subject: 'Stage', message: 'Stage de Noël' },
    });
    expect(again.json()).toEqual({ queued: 0, recipients: LIST.length + 1 });
    expect(await rows()).toHaveLength(before.length);
    expect((await list()).total).toBe(2);
  });
});
