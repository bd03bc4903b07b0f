import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedSubscriptionLinks } from '../subscribe/seed.js';

/** The automatic reminders count from the latest link (docs/product.md#health-rules): every way a link is made dates it. */
describe('when a subscription link was made', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const linkOf = async (memberId: number) =>
    t.deps.db
      .selectFrom('subscriptions')
      .select(['token_hash', 'link_sent_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('dates the renewals mailed a link, and leaves the others undated', async () => {
    const mailing = await buildGroup(t.deps.db, { shouldReceiveSubMail: true });
    const quiet = await buildGroup(t.deps.db, { shouldReceiveSubMail: false });
    const linked = await buildMember(t.deps.db, { nextYearGroupId: mailing, email: 'renewed@example.org', phoneNumber: '0612345678' });
    const unlinked = await buildMember(t.deps.db, { nextYearGroupId: quiet, email: 'quiet@example.org', phoneNumber: '0612345678' });
    t.clock.set('2027-06-15T08:30:00.000Z');
    const admin = await t.staff(['ADMIN']);
    const opened = await t.call({ method: 'POST', url: '/api/season/renewals', headers: admin.headers });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await linkOf(linked)).toMatchObject({ link_sent_at: '2027-06-15T08:30:00.000Z' });
    expect(await linkOf(unlinked)).toEqual({ token_hash: null, link_sent_at: null });
  });

  it('dates the links the demo seed gives', async () => {
    const member = await buildMember(t.deps.db);
    await buildSubscription(t.deps.db, member);
    const seeded = await seedSubscriptionLinks(t.deps.db, 'https://club.example', { at: '2026-12-01T09:00:00.000Z' });
    expect(seeded.map((s) => s.memberId)).toContain(member);
    expect(await linkOf(member)).toMatchObject({ link_sent_at: '2026-12-01T09:00:00.000Z' });
  });
});
