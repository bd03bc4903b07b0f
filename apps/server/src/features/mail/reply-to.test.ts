import type { GroupMailSenderDto } from '@club/domain';
import type { ClubAdmin } from '@club/domain/club';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer, type CapturedMail } from '../../test/smtp.js';

/** The test clock is on 2026-11-21: born 2014 is a minor. */
const MINOR = '2014-06-01';
const CLUB = 'club@example.org';

const only = (field: AddressObject | AddressObject[] | undefined) => {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value);
};

describe('group mails answer to their sender (From name, Reply-To, signature)', () => {
  let t: TestApp;
  let group: number;
  let admin: StaffMember;

  beforeAll(async () => {
    // A club name with a comma, which a header would otherwise read as two addresses.
    t = await createTestApp({ env: { MAIL_FROM: `"Club Nautique, Monaco" <${CLUB}>` } });
    admin = await t.staff(['ADMIN']);
    const { db } = t.deps;
    group = await buildGroup(db, { name: 'Poussins', emailList: 'liste@example.com' });
    const english = await buildGuardian(db, { email: 'parent.en@example.com', language: 'en' });
    const french = await buildGuardian(db, { email: 'parent.fr@example.com' });
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: english });
    await buildMember(db, { groupId: group, birthDate: MINOR, guardianId: french });
  });
  afterAll(() => t.close());
  beforeEach(() => t.deps.db.deleteFrom('mail_outbox').execute());

  /** A staff member as an admin may name them, with the e-mail address their account holds. */
  const writer = async (firstName: string, lastName: string, email: string | null) => {
    const staff = await t.staff(['SECTION_MANAGER'], { firstName, lastName });
    await t.deps.db.updateTable('users').set({ email }).where('id', '=', staff.id).execute();
    return staff;
  };

  /** Sends a group mail as this staff member and returns what the SMTP server received. */
  const sendAndDeliver = async (staff: StaffMember, subject: string): Promise<CapturedMail[]> => {
    const response = await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: staff.headers,
      payload: { subject, message: 'Rendez-vous à 9 h.' },
    });
    expect(response.statusCode).toBe(200);
    const smtp = await startSmtpServer();
    try {
      await deliverMails(t, smtp.url);
      return [...smtp.mails];
    } finally {
      await smtp.close();
    }
  };

  const inLanguage = (mails: CapturedMail[], address: string) => mails.find((mail) => mail.envelopeTo.includes(address))!;

  it('comes from the sender and the club at the club’s address, answers to the sender, signed in each family’s language', async () => {
    const staff = await writer('Élodie "Lo"', 'O’Brien, Jr.', 'elodie.obrien@example.org');
    const mails = await sendAndDeliver(staff, 'Sortie au lac');
    expect(mails).toHaveLength(2);

    for (const mail of mails) {
      expect(only(mail.parsed.from)).toEqual([{ name: 'Élodie "Lo" O’Brien, Jr. – Club Nautique, Monaco', address: CLUB }]);
      expect(only(mail.parsed.replyTo)).toEqual([{ name: '', address: 'elodie.obrien@example.org' }]);
      expect(only(mail.parsed.to)).toEqual([{ name: 'Club Nautique, Monaco', address: CLUB }]);
      // The families are in the envelope only: no Bcc header shows them to each other.
      expect(mail.parsed.headers.has('bcc')).toBe(false);
    }
    const french = inLanguage(mails, 'parent.fr@example.com');
    expect(french.envelopeTo.sort()).toEqual([CLUB, 'liste@example.com', 'parent.fr@example.com']);
    expect(french.parsed.text).toBe('Rendez-vous à 9 h.\n\n-- \nCordialement,\nÉlodie "Lo" O’Brien, Jr.\nClub Nautique, Monaco');
    const english = inLanguage(mails, 'parent.en@example.com');
    expect(english.envelopeTo.sort()).toEqual([CLUB, 'parent.en@example.com']);
    expect(english.parsed.text).toBe('Rendez-vous à 9 h.\n\n-- \nKind regards,\nÉlodie "Lo" O’Brien, Jr.\nClub Nautique, Monaco');
  });

  it('answers to the club when the sender has no e-mail address', async () => {
    const staff = await writer('Marc', 'Rossi', null);
    const mails = await sendAndDeliver(staff, 'Sans adresse');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(only(mail.parsed.from)).toEqual([{ name: 'Marc Rossi – Club Nautique, Monaco', address: CLUB }]);
      expect(only(mail.parsed.replyTo)).toEqual([{ name: '', address: CLUB }]);
      expect(mail.parsed.text).toContain('\n-- \n');
      expect(mail.parsed.text).toContain('Marc Rossi\nClub Nautique, Monaco');
    }
  });

  it('lets no name or address add a header or a recipient', async () => {
    // As stored by hand or by an older screen: a line break in a name, a comma in an address.
    const staff = await writer('Jean\r\nBcc: intrus@example.net', 'Dupont', 'jean,intrus@example.net');
    const mails = await sendAndDeliver(staff, 'Injection');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(only(mail.parsed.from)).toEqual([{ name: 'Jean Bcc: intrus@example.net Dupont – Club Nautique, Monaco', address: CLUB }]);
      // An address a header would split in two is not used: answers go to the club.
      expect(only(mail.parsed.replyTo)).toEqual([{ name: '', address: CLUB }]);
      expect(mail.envelopeTo).not.toContain('intrus@example.net');
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
    }
  });

  it('tells the sender their From name, where answers go and their signature', async () => {
    const withAddress = await writer('Élodie', 'Martin', 'elodie.martin@example.org');
    const without = await writer('Paul', 'Petit', null);
    const get = (staff: StaffMember) => t.call({ method: 'GET', url: '/api/mail/sender', headers: staff.headers });

    const response = await get(withAddress);
    expect(response.statusCode).toBe(200);
    expect(response.json<GroupMailSenderDto>()).toEqual({
      fromName: 'Élodie Martin – Club Nautique, Monaco',
      replyTo: 'elodie.martin@example.org',
      replyToSender: true,
      signature: {
        fr: '-- \nCordialement,\nÉlodie Martin\nClub Nautique, Monaco',
        en: '-- \nKind regards,\nÉlodie Martin\nClub Nautique, Monaco',
      },
    });
    expect((await get(without)).json<GroupMailSenderDto>()).toMatchObject({ replyTo: CLUB, replyToSender: false });
    expect((await get(admin)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/mail/sender' })).statusCode).toBe(401);
  });

  // Last: it gives the club a contact address, which the tests above expect unset.
  it('answers to the club’s contact address once an admin has set one in the club settings', async () => {
    const club = await t.call({ method: 'GET', url: '/api/club', headers: admin.headers });
    const saved = await t.call({
      method: 'PATCH',
      url: '/api/club',
      headers: admin.headers,
      payload: { version: club.json<ClubAdmin>().version, email: 'secretariat@example.org' },
    });
    expect(saved.statusCode).toBe(200);
    const staff = await writer('Nina', 'Costa', null);
    const mails = await sendAndDeliver(staff, 'Contact du club');
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(only(mail.parsed.replyTo)).toEqual([{ name: '', address: 'secretariat@example.org' }]);
    const sender = await t.call({ method: 'GET', url: '/api/mail/sender', headers: staff.headers });
    expect(sender.json<GroupMailSenderDto>()).toMatchObject({ replyTo: 'secretariat@example.org', replyToSender: false });
  });
});
