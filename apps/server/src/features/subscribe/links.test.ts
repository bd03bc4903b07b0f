import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { lookUpSubscriptionToken, SubscriptionLinks } from './links.js';
import { seedSubscriptionLinks } from './seed.js';
import { buildGroup, buildLinkedSubscription, buildMember } from '../../test/factories/index.js';

describe('subscription links (reused by the try-out tests and the demo seed)', () => {
  let t: TestApp;
  let links: SubscriptionLinks;
  beforeAll(async () => {
    t = await createTestApp();
    links = new SubscriptionLinks(t.deps);
  });
  afterAll(() => t.close());

  it('opens a SCHEDULED subscription inside the caller’s transaction and queues one bilingual link mail', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Avenirs' });
    const memberId = await buildMember(t.deps.db, { firstName: 'Chloé', lastName: 'Petit', email: 'petit@example.org' });
    const { subscriptionId, link } = await t.deps.db
      .transaction()
      .execute((trx) => links.openSubscription(trx, { memberId, groupId, isNew: true, actorId: null, source: 'SYSTEM', language: 'fr' }));
    expect(link!.url).toMatch(/^http:\/\/localhost:3000\/subscribe\?token=[A-Za-z0-9_-]{43}$/);
    expect(link!.recipients).toEqual(['petit@example.org']);
    const row = await t.deps.db.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'SCHEDULED',
      is_new: 1,
      group_id: groupId,
      token_hash: hashToken(link!.token),
      token_expires_at: '2027-08-31T23:59:59.999Z',
    });
    // Only the hash is stored.
    expect(JSON.stringify(row)).not.toContain(link!.token);
    const mails = await t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'SUBSCRIPTION_LINK').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Inscription de Chloé Petit – saison 2026-2027');
    expect(mails[0]!.text_body).toContain('Avenirs');
    expect(mails[0]!.text_body).toContain('has a place in the group Avenirs');
    // The stored body holds a placeholder; the link is sealed until the mail is sent (mail/link-seal.ts).
    expect(mails[0]!.text_body).not.toContain(link!.token);
    expect(
      await t.deps.db
        .selectFrom('subscription_state_changes')
        .select(['to_state', 'source'])
        .where('subscription_id', '=', subscriptionId)
        .execute(),
    ).toEqual([{ to_state: 'SCHEDULED', source: 'SYSTEM' }]);
  });

  it('writes « d’ » before a name starting with a vowel in the French mail', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Maîtres' });
    const memberId = await buildMember(t.deps.db, {
      firstName: 'Aymardine',
      lastName: 'Leroy',
      birthDate: '1988-02-10',
      email: 'leroy@example.org',
    });
    await t.deps.db
      .transaction()
      .execute((trx) => links.openSubscription(trx, { memberId, groupId, isNew: false, actorId: null, source: 'SYSTEM', language: 'fr' }));
    const mail = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_addresses', 'like', '%leroy@example.org%')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Réinscription d’Aymardine Leroy – saison 2026-2027');
    expect(mail.text_body).toContain('La réinscription d’Aymardine Leroy pour la saison 2026-2027 est ouverte');
    expect(mail.text_body).toContain('The renewal of Aymardine Leroy');
  });

  it('rolls the link back with the caller’s transaction', async () => {
    const memberId = await buildMember(t.deps.db, { email: 'rollback@example.org', phoneNumber: '0612345678' });
    const groupId = await buildGroup(t.deps.db);
    const before = (await t.deps.db.selectFrom('mail_outbox').select('id').execute()).length;
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await links.openSubscription(trx, { memberId, groupId, isNew: true, actorId: null, source: 'SYSTEM' });
        throw new Error('placement failed');
      }),
    ).rejects.toThrow('placement failed');
    expect(await t.deps.db.selectFrom('subscriptions').select('id').where('member_id', '=', memberId).execute()).toHaveLength(0);
    expect((await t.deps.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(before);
  });

  it('revokes the previous link when a new one is issued, and expires links at the season’s end', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    const next = await t.deps.db.transaction().execute((trx) => links.issueSubscriptionLink(trx, s.subscriptionId, 'en'));
    const now = t.clock.now();
    expect(await lookUpSubscriptionToken(t.deps.db, s.token, now)).toEqual({ status: 'unknown' });
    expect(await lookUpSubscriptionToken(t.deps.db, next.token, now)).toEqual({
      status: 'valid',
      subscriptionId: s.subscriptionId,
      memberId: s.memberId,
      state: 'SCHEDULED',
      expiresAt: '2027-08-31T23:59:59.999Z',
    });
    expect(await lookUpSubscriptionToken(t.deps.db, next.token, new Date('2027-09-01T00:00:00Z'))).toEqual({ status: 'expired' });
    expect(await lookUpSubscriptionToken(t.deps.db, 'short', now)).toEqual({ status: 'unknown' });
  });

  it('gives the demo seed links without mailing them', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    await t.deps.db
      .updateTable('subscriptions')
      .set({ token_hash: null, token_expires_at: null })
      .where('id', '=', s.subscriptionId)
      .execute();
    const mailsBefore = (await t.deps.db.selectFrom('mail_outbox').select('id').execute()).length;
    const seeded = await seedSubscriptionLinks(t.deps.db, 'https://club.example');
    const mine = seeded.find((l) => l.subscriptionId === s.subscriptionId)!;
    expect(mine.url).toBe(`https://club.example/subscribe?token=${mine.token}`);
    expect((await t.call({ method: 'GET', url: `/api/subscription/resume?token=${mine.token}` })).statusCode).toBe(200);
    expect((await t.deps.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(mailsBefore);
    expect(await seedSubscriptionLinks(t.deps.db, 'https://club.example')).toEqual([]);
  });
});
