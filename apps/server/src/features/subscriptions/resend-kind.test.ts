import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { tokenInText } from './test-data.js';
import { buildLinkedSubscription } from '../../test/factories/index.js';
import { deliverMails } from '../../test/mail-delivery.js';

interface Detail {
  version: number;
  isNew: boolean;
  requiredDocuments: { checklist: string[] };
}

interface Resume {
  isNew: boolean;
  group: { priceCents: number | null };
  documents: { checklist: string[]; mustAccept: { rules: boolean } };
  fillable: boolean;
}

/**
 * The resend dialog's "first subscription" box: it is the subscription's kind, not the mail's
 * wording only. Ticking it on a renewal makes the form, the checklist and the price those of
 * a first subscription, with the mail saying so, and the change is audited.
 */
describe('resending the link as a first subscription', () => {
  let t: TestApp;
  let admin: StaffMember;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const detail = async (memberId: number) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${memberId}`, headers: admin.headers })).json<Detail>();
  const resend = (memberId: number, isNew?: boolean) =>
    t.call({
      method: 'POST',
      url: `/api/subscription/student/${memberId}/mail`,
      headers: admin.headers,
      payload: { email: 'famille@example.org', ...(isNew === undefined ? {} : { isNew }) },
    });
  /** The link mail just queued, delivered to the test SMTP server: its subject and its token. */
  const lastLinkMail = async () => {
    await deliverMails(t, smtp.url);
    const mail = smtp.mails.at(-1)!;
    return { subject: mail.parsed.subject, token: tokenInText(mail.parsed.text ?? '') ?? '' };
  };
  const resume = async (token: string) => (await t.call({ method: 'GET', url: `/api/subscription/resume?token=${token}` })).json<Resume>();
  const kindChanges = () =>
    t.deps.db
      .selectFrom('audit_log')
      .select(['target_id', 'details', 'actor_id'])
      .where('action', '=', 'SUBSCRIPTION_KIND_CHANGED')
      .execute();

  it('turns a renewal into a first subscription: mail, form, checklist and price follow, and it is recorded', async () => {
    const s = await buildLinkedSubscription(t.deps.db, {
      isNew: false,
      firstName: 'Nina',
      lastName: 'Roux',
      group: { priceCents: 25_000, resubPriceCents: 22_000 },
    });
    const before = await detail(s.memberId);
    expect(before.isNew).toBe(false);
    expect(before.requiredDocuments.checklist).not.toContain('idPhoto');

    expect((await resend(s.memberId, true)).statusCode).toBe(200);

    const mail = await lastLinkMail();
    expect(mail.subject).toBe('Inscription de Nina Roux – saison 2026-2027');
    const after = await detail(s.memberId);
    expect(after.isNew).toBe(true);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.requiredDocuments.checklist).toContain('idPhoto');
    const form = await resume(mail.token);
    expect(form).toMatchObject({ isNew: true, fillable: true });
    // A first subscription does not accept the rules online (docs/product.md#family-form: renewals only).
    expect(form.documents.mustAccept.rules).toBe(false);
    expect(form.group.priceCents).toBe(25_000);
    expect(form.documents.checklist).toEqual(after.requiredDocuments.checklist);
    expect(await kindChanges()).toEqual([{ target_id: s.subscriptionId, details: JSON.stringify({ isNew: true }), actor_id: admin.id }]);
  });

  it('turns it back into a renewal the same way, and records nothing when the box is left as it was', async () => {
    const s = await buildLinkedSubscription(t.deps.db, {
      isNew: true,
      firstName: 'Tom',
      lastName: 'Blanc',
      group: { priceCents: 25_000, resubPriceCents: 22_000 },
    });
    const audited = (await kindChanges()).length;
    const { version } = await detail(s.memberId);
    await resend(s.memberId, true);
    await resend(s.memberId);
    expect((await lastLinkMail()).subject).toBe('Inscription de Tom Blanc – saison 2026-2027');
    expect((await detail(s.memberId)).version).toBe(version);
    expect(await kindChanges()).toHaveLength(audited);

    await resend(s.memberId, false);
    const mail = await lastLinkMail();
    expect(mail.subject).toBe('Réinscription de Tom Blanc – saison 2026-2027');
    expect((await detail(s.memberId)).isNew).toBe(false);
    expect((await resume(mail.token)).group.priceCents).toBe(22_000);
    expect(await kindChanges()).toHaveLength(audited + 1);
  });
});
