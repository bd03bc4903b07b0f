import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';

/** The test clock is on 2026-11-21: born 2014 is a minor, 1990 an adult. */
const MINOR = '2014-06-01';
const ADULT = '1990-06-01';

describe('group recipients and group mail (docs/product.md#screen-group-mail, POST /mail/group/{id})', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let otherCoach: StaffMember;
  let group: number;
  const groupName = 'Benjamins mail';

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: 'Club de natation <club@example.org>' } });
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH'], { firstName: 'Thomas', lastName: 'Girard' });
    otherCoach = await t.staff(['COACH']);
    const db = t.deps.db;
    group = await buildGroup(db, { name: groupName, coaches: [coach.id], emailList: 'Coach@Club.fr, liste@club.fr,g1@example.com' });
    const english = await buildGuardian(db, { email: 'g1@example.com', secondaryEmail: 'G1b@example.com', language: 'en' });
    const french = await buildGuardian(db, { email: 'G2@Example.com' });
    const contact = await buildGuardian(db, { email: 'contact@example.com' });
    // Two siblings with one guardian: their address once.
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: english, secondGuardianEmail: 'other@example.com' });
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: english });
    // A minor's own address is not used: the guardian is written to.
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: french, email: 'kid@example.com' });
    await buildMember(db, { groupId: group, birthDate: ADULT, email: 'Adult@example.com', language: 'en' });
    // An adult without an address of their own: their contact.
    await buildMember(db, { groupId: group, birthDate: ADULT, guardianId: contact });
    await buildMember(db, { groupId: await buildGroup(db), birthDate: ADULT, email: 'elsewhere@example.com' });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>, headers = manager.headers, id = group) =>
    t.call({ method: 'POST', url: `/api/mail/group/${id}`, headers, payload });
  const outbox = () => t.deps.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const clearOutbox = () => t.deps.db.deleteFrom('mail_outbox').execute();

  it('computes the recipients: adults, guardians of minors, second guardians and the e-mail list, each once', async () => {
    const response = await t.call({ method: 'GET', url: `/api/group/${group}/recipients`, headers: coach.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      groupId: group,
      groupName,
      recipients: [
        'adult@example.com',
        'coach@club.fr',
        'contact@example.com',
        'g1@example.com',
        'g1b@example.com',
        'g2@example.com',
        'liste@club.fr',
        'other@example.com',
      ],
    });
  });

  it('lets a coach reach only their own groups', async () => {
    expect((await t.call({ method: 'GET', url: `/api/group/${group}/recipients`, headers: otherCoach.headers })).statusCode).toBe(403);
    expect((await send({ message: 'Bonjour' }, otherCoach.headers)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/group/999999/recipients', headers: admin.headers })).statusCode).toBe(404);
  });

  it('queues one mail per language, to the club, families in Bcc, with the default subject, signed by the sender', async () => {
    await clearOutbox();
    const response = await send({ message: 'Bonjour,\nla séance de samedi est annulée.' }, coach.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 2, recipients: 8 });
    const rows = await outbox();
    expect(rows).toHaveLength(2);
    const fr = rows.find((r) => r.language === 'fr')!;
    const en = rows.find((r) => r.language === 'en')!;
    expect(fr).toMatchObject({
      kind: 'GROUP_MAIL',
      status: 'QUEUED',
      subject: `Message du club – ${groupName}`,
      text_body: 'Bonjour,\nla séance de samedi est annulée.\n\n-- \nCordialement,\nThomas Girard\nClub de natation',
      html_body: null,
      from_name: 'Thomas Girard – Club de natation',
      // The coach has no address of their own: answers go to the club.
      reply_to: 'club@example.org',
    });
    expect(en.text_body).toBe('Bonjour,\nla séance de samedi est annulée.\n\n-- \nKind regards,\nThomas Girard\nClub de natation');
    expect(fr.group_mail_id).not.toBeNull();
    expect(en.group_mail_id).toBe(fr.group_mail_id);
    expect(JSON.parse(fr.to_addresses)).toEqual(['Club de natation <club@example.org>']);
    expect(JSON.parse(fr.bcc_addresses)).toEqual(['coach@club.fr', 'contact@example.com', 'g2@example.com', 'liste@club.fr']);
    expect(en.subject).toBe(`Message from the club – ${groupName}`);
    expect(JSON.parse(en.bcc_addresses)).toEqual(['adult@example.com', 'g1@example.com', 'g1b@example.com', 'other@example.com']);
  });

  it('queues a double submit once', async () => {
    await clearOutbox();
    await send({ subject: 'Rappel', message: 'Pensez au certificat.' });
    const again = await send({ subject: 'Rappel', message: 'Pensez au certificat.' });
    expect(again.json()).toEqual({ queued: 0, recipients: 8 });
    expect(await outbox()).toHaveLength(2);
  });

  it('writes only to the chosen recipients, in their language, with the subject given', async () => {
    await clearOutbox();
    const response = await send(
      { subject: 'Compétition', message: 'Convocation', recipients: ['Adult@example.com', 'g1@example.com'] },
      admin.headers,
    );
    expect(response.json()).toEqual({ queued: 1, recipients: 2 });
    const [row] = await outbox();
    expect(row).toMatchObject({ language: 'en', subject: 'Compétition' });
    expect(JSON.parse(row!.bcc_addresses)).toEqual(['adult@example.com', 'g1@example.com']);
  });

  it.each([
    [{}, { message: 'MAIL_MESSAGE_ERROR' }],
    [{ message: '   ' }, { message: 'MAIL_MESSAGE_ERROR' }],
    [{ message: 'Bonjour', subject: 'Sujet\r\nBcc: attacker@example.org' }, { subject: 'MAIL_SUBJECT_ERROR' }],
    [{ message: 'Bonjour', subject: 'x'.repeat(201) }, { subject: 'MAIL_SUBJECT_ERROR' }],
    [{ message: 'Bonjour', recipients: [] }, { recipients: 'RECIPIENTS_ERROR' }],
    [{ message: 'Bonjour', recipients: ['not-an-address'] }, { 'recipients.0': 'RECIPIENTS_ERROR' }],
    [{ message: 'Bonjour', recipients: ['elsewhere@example.com'] }, { 'recipients.0': 'RECIPIENTS_ERROR' }],
  ])('refuses body #%# and queues nothing', async (payload, fields) => {
    await clearOutbox();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
    expect(await outbox()).toEqual([]);
  });

  it('answers 404 for an unknown group and 409 for a group with nobody to write to', async () => {
    expect((await send({ message: 'Bonjour' }, admin.headers, 999999)).statusCode).toBe(404);
    const empty = await buildGroup(t.deps.db);
    expect((await send({ message: 'Bonjour' }, admin.headers, empty)).statusCode).toBe(409);
  });

  it('delivers over SMTP with the families in Bcc only and no header smuggled in', async () => {
    await clearOutbox();
    await send({
      subject: 'Sortie',
      message: '<b>pas du HTML</b>\r\nBcc: attacker@example.org',
      recipients: ['g2@example.com', 'liste@club.fr'],
    });
    const smtp = await startSmtpServer();
    try {
      expect(await deliverMails(t, smtp.url)).toBe(1);
      const mail = smtp.mails[0]!;
      expect(mail.envelopeTo.sort()).toEqual(['club@example.org', 'g2@example.com', 'liste@club.fr']);
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: 'club@example.org' }] });
      expect(mail.parsed.subject).toBe('Sortie');
      // The HTML part is made from the text: what the sender typed shows as text there too.
      expect(String(mail.parsed.html)).toContain('&lt;b&gt;pas du HTML&lt;/b&gt;<br>\nBcc: attacker@example.org');
      expect(String(mail.parsed.html)).not.toContain('<b>');
      // The message stays text in the body: its "Bcc:" line is no header.
      expect(mail.parsed.text).toContain('<b>pas du HTML</b>\nBcc: attacker@example.org');
    } finally {
      await smtp.close();
    }
  });
});
