import type { ClubAdmin } from '@club/domain/club';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER } from '../../mail/link-seal.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverMails } from '../../test/mail-delivery.js';
import { startSmtpServer } from '../../test/smtp.js';
import { SVG_RENDITION_HEIGHT } from '../club/logo-raster.js';
import { CLEAN_SVG, pngFile } from '../club/test-data.js';
import { buildLinkedSubscription } from '../../test/factories/index.js';

const MAIL_FROM_ADDRESS = 'no-reply@club.example';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Quotes and a comma: a header writing it as it is would read a second address. */
const CLUB_NAME = 'Cercle "Nautique", Monaco & Co';

const only = (field: AddressObject | AddressObject[] | undefined) => {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value);
};

/** The mail as sent, its `cid:` links left as they are (mailparser turns them into data: URLs by default). */
const parsedAsSent = (raw: string): Promise<ParsedMail> => simpleParser(raw, { skipImageLinks: true });

/**
 * Every mail the club sends names it from its settings (docs/product.md, "Club settings"): From
 * its name at MAIL_FROM's address, Reply-To its contact address, and an HTML part with its logo
 * beside the text part, which stays as it was.
 */
describe('the club’s name, contact and logo on every mail', () => {
  let t: TestApp;
  let admin: StaffMember;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: `Ancien nom <${MAIL_FROM_ADDRESS}>`, PUBLIC_URL: 'https://club.example' } });
    admin = await t.staff(['ADMIN']);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.deps.db.deleteFrom('mail_outbox').execute();
    smtp.mails.length = 0;
  });

  const adminView = async () => (await t.call({ method: 'GET', url: '/api/club', headers: admin.headers })).json<ClubAdmin>();
  const rename = async (changes: Record<string, unknown>) => {
    const saved = await t.call({
      method: 'PATCH',
      url: '/api/club',
      headers: admin.headers,
      payload: { version: (await adminView()).version, ...changes },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const uploadLogo = async (content: Buffer | string, type: string) =>
    expect(
      (await t.call({ method: 'PUT', url: '/api/club/logo', headers: { ...admin.headers, 'content-type': type }, payload: content }))
        .statusCode,
    ).toBe(200);

  let round = 0;
  /** Queues a subscription link and a password reset mail, and sends them; their stored texts with them. */
  const linkAndResetMails = async () => {
    round += 1;
    const family = `famille.rey${round}@example.org`;
    const coachAddress = `coach.rey${round}@example.org`;
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Léa', lastName: 'Rey', email: family });
    const linked = await t.call({
      method: 'POST',
      url: `/api/subscription/student/${s.memberId}/mail`,
      headers: admin.headers,
      payload: { email: family },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const coach = await t.staff(['COACH']);
    await t.deps.db.updateTable('users').set({ email: coachAddress }).where('id', '=', coach.id).execute();
    expect((await t.call({ method: 'POST', url: '/api/coach/password/forgot', payload: { identifier: coach.login } })).statusCode).toBe(
      200,
    );

    const queued = await t.deps.db.selectFrom('mail_outbox').select(['kind', 'text_body', 'html_body']).orderBy('id').execute();
    expect(queued.map((row) => row.kind)).toEqual(['SUBSCRIPTION_LINK', 'PASSWORD_RESET']);
    expect(await deliverMails(t, smtp.url)).toBe(2);
    const sent = await Promise.all(smtp.mails.map((mail) => parsedAsSent(mail.raw)));
    const byKind = (kind: string) => {
      const index = smtp.mails.findIndex((mail) => mail.envelopeTo.includes(kind === 'SUBSCRIPTION_LINK' ? family : coachAddress));
      return { queued: queued.find((row) => row.kind === kind)!, sent: sent[index]!, raw: smtp.mails[index]!.raw };
    };
    return [byKind('SUBSCRIPTION_LINK'), byKind('PASSWORD_RESET')];
  };

  it('comes from the club’s new name at MAIL_FROM’s address, answers to its contact, and shows its SVG logo drawn as a PNG', async () => {
    await rename({ name: CLUB_NAME, email: 'secretariat@example.org' });
    await uploadLogo(CLEAN_SVG, 'image/svg+xml');

    for (const { queued, sent } of await linkAndResetMails()) {
      expect(only(sent.from)).toEqual([{ name: CLUB_NAME, address: MAIL_FROM_ADDRESS }]);
      expect(only(sent.replyTo)).toEqual([{ name: '', address: 'secretariat@example.org' }]);

      // The text part is the text queued, its link opened at send time, and nothing else.
      const link = /https:\/\/club\.example\/\S+/.exec(sent.text ?? '')?.[0];
      expect(link).toBeDefined();
      expect(queued.text_body).toContain(LINK_PLACEHOLDER);
      expect(sent.text).toBe(queued.text_body.replaceAll(LINK_PLACEHOLDER, link!));
      // The HTML was made at send time and never stored.
      expect(queued.html_body).toBeNull();

      const html = String(sent.html);
      expect(html).toMatch(/<img src="cid:club-logo@club" alt="" width="96" height="48"/);
      expect(html).toContain('Cercle &quot;Nautique&quot;, Monaco &amp; Co');
      expect(html).toContain(`<a href="${link!}"`);
      const logo = sent.attachments.find((attachment) => attachment.cid === 'club-logo@club');
      expect(logo).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline', related: true });
      expect(logo!.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // 120 × 60 in the SVG: drawn 160 pixels high (bytes 16–23 of a PNG are its width and height).
      expect([logo!.content.readUInt32BE(16), logo!.content.readUInt32BE(20)]).toEqual([2 * SVG_RENDITION_HEIGHT, SVG_RENDITION_HEIGHT]);
      expect(sent.attachments).toHaveLength(1);
    }
  });

  it('sends a PNG logo as it is, and mails without a logo have the name alone', async () => {
    const png = pngFile(90, 30);
    await uploadLogo(png, 'image/png');
    const [withLogo] = await linkAndResetMails();
    const logo = withLogo!.sent.attachments.find((attachment) => attachment.cid === 'club-logo@club');
    expect(logo?.contentType).toBe('image/png');
    expect(logo!.content.equals(png)).toBe(true);
    expect(String(withLogo!.sent.html)).toMatch(/<img src="cid:club-logo@club" alt="" width="144" height="48"/);

    expect((await t.call({ method: 'DELETE', url: '/api/club/logo', headers: admin.headers })).statusCode).toBe(204);
    await t.deps.db.deleteFrom('mail_outbox').execute();
    smtp.mails.length = 0;
    for (const { sent } of await linkAndResetMails()) {
      expect(String(sent.html)).not.toContain('<img');
      expect(String(sent.html)).toContain('Cercle &quot;Nautique&quot;, Monaco &amp; Co');
      expect(sent.attachments).toEqual([]);
    }
  });

  it('lets no name or contact address stored by hand add a header or an address', async () => {
    await t.deps.db
      .updateTable('club_settings')
      .set({ name: 'Club\r\nBcc: intrus@example.net', email: 'a@example.org, intrus@example.net' })
      .execute();
    for (const { sent, raw } of await linkAndResetMails()) {
      expect(only(sent.from)).toEqual([{ name: 'Club Bcc: intrus@example.net', address: MAIL_FROM_ADDRESS }]);
      // An address a header would split in two is not used: answers go to the From address.
      expect(sent.replyTo).toBeUndefined();
      expect(raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^(Bcc|Reply-To):/im);
    }
    expect(smtp.mails.flatMap((mail) => mail.envelopeTo)).not.toContain('intrus@example.net');
    await t.deps.db.updateTable('club_settings').set({ name: null, email: null }).execute();
  });

  it('takes MAIL_FROM’s own name while the settings have none, with no Reply-To', async () => {
    await t.deps.db.updateTable('club_settings').set({ name: null, email: null }).execute();
    const [link] = await linkAndResetMails();
    expect(only(link!.sent.from)).toEqual([{ name: 'Ancien nom', address: MAIL_FROM_ADDRESS }]);
    expect(link!.sent.replyTo).toBeUndefined();
  });
});
