import type { BulkRemindersDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { DAY_MS, fileToRemind, mailsAbout, remindersOf, tickEverything } from './test-data.js';

/** "Remind families" from the subscription list (docs/product.md#health-rules). */
describe('POST /api/subscription/reminders', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const remind = (query: string, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: `/api/subscription/reminders?${query}`, headers: who.headers });
  const remindersSent = () =>
    t.deps.db.selectFrom('audit_log').select(['actor_id', 'details']).where('action', '=', 'REMINDERS_SENT').orderBy('id').execute();

  it('reminds the families of the filter’s incomplete files only, once a day each, and counts the rest', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Espadons rappel' });
    const otherGroup = await buildGroup(t.deps.db, { name: 'Orques' });
    const waiting = await fileToRemind(t, { groupId, firstName: 'Inès' });
    const scheduled = await fileToRemind(t, { groupId, state: 'SCHEDULED' });
    const done = await fileToRemind(t, { groupId, state: 'DONE' });
    const cancelled = await fileToRemind(t, { groupId, state: 'CANCELLED' });
    const ticked = await fileToRemind(t, { groupId, state: 'MISSING_DOC' });
    await tickEverything(t, ticked.subscriptionId);
    const unreachable = await fileToRemind(t, { groupId, email: null });
    const outside = await fileToRemind(t, { groupId: otherGroup });

    const first = await remind('groupName=espadons');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<BulkRemindersDto>()).toEqual({ reminded: 2, complete: 3, alreadyToday: 0, noAddress: 1 });
    for (const s of [waiting, scheduled]) expect(await mailsAbout(t, s.memberId, 'FAMILY_REMINDER')).toHaveLength(1);
    for (const s of [done, cancelled, ticked, unreachable, outside]) {
      expect(await mailsAbout(t, s.memberId, 'FAMILY_REMINDER')).toHaveLength(0);
      expect(await remindersOf(t, s.memberId)).toEqual([]);
    }
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(await remindersOf(t, waiting.memberId)).toEqual([{ kind: 'BULK', key: `${waiting.subscriptionId}:${today}`, sentBy: admin.id }]);
    const [mail] = await mailsAbout(t, waiting.memberId, 'FAMILY_REMINDER');
    expect(mail!.text_body).toContain('Inès');
    expect(mail!.text_body).toContain('https://club.example/family');

    const again = await remind('groupName=espadons');
    expect(again.json<BulkRemindersDto>()).toEqual({ reminded: 0, complete: 3, alreadyToday: 2, noAddress: 1 });
    expect(await mailsAbout(t, waiting.memberId, 'FAMILY_REMINDER')).toHaveLength(1);

    const audit = await remindersSent();
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => row.actor_id)).toEqual([admin.id, admin.id]);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ reminded: 2, complete: 3, alreadyToday: 0, noAddress: 1 });
  });

  it('mails each family once when two clicks meet', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Marsouins rappel' });
    const families = await Promise.all([1, 2, 3].map(() => fileToRemind(t, { groupId })));
    const answers = await Promise.all([1, 2].map(() => remind('groupName=marsouins')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const counts = answers.map((a) => a.json<BulkRemindersDto>());
    expect(counts[0]!.reminded + counts[1]!.reminded).toBe(3);
    expect(counts[0]!.alreadyToday + counts[1]!.alreadyToday).toBe(3);
    for (const s of families) expect(await mailsAbout(t, s.memberId, 'FAMILY_REMINDER')).toHaveLength(1);
  });

  it('sends to every address of the family, in its language', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Tritons rappel' });
    const guardianId = await buildGuardian(t.deps.db, {
      email: 'tritons.parent@example.org',
      secondaryEmail: 'tritons.other@example.org',
      language: 'en',
    });
    const s = await fileToRemind(t, { groupId, guardianId, email: null, firstName: 'Aya' });
    expect((await remind('groupName=tritons')).json<BulkRemindersDto>()).toMatchObject({ reminded: 1 });
    const [mail] = await mailsAbout(t, s.memberId, 'FAMILY_REMINDER');
    expect(JSON.parse(mail!.to_addresses)).toEqual(['tritons.parent@example.org', 'tritons.other@example.org']);
    expect(mail!.subject).toMatch(/Aya’s subscription: items missing$/);
  });

  it('is for admins only', async () => {
    const coach = await t.staff(['COACH']);
    const manager = await t.staff(['SECTION_MANAGER']);
    const s = await fileToRemind(t, { groupId: await buildGroup(t.deps.db, { name: 'Gardés rappel' }) });
    for (const who of [coach, manager]) expect((await remind('groupName=gard', who)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/subscription/reminders' })).statusCode).toBe(401);
    expect(await mailsAbout(t, s.memberId, 'FAMILY_REMINDER')).toHaveLength(0);
  });

  it('refuses a filter the list refuses, and an unknown season', async () => {
    expect((await remind('state=NOPE')).statusCode).toBe(400);
    expect((await remind('season=999999')).statusCode).toBe(404);
  });
  it('reminds again the next day a file still incomplete', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Phoques rappel' });
    const waiting = await fileToRemind(t, { groupId });
    const scheduled = await fileToRemind(t, { groupId, state: 'SCHEDULED' });
    expect((await remind('groupName=phoques')).json<BulkRemindersDto>()).toMatchObject({ reminded: 2 });
    t.clock.advance(DAY_MS);
    // Signed in again: the clock has moved past the first login's access token.
    const later = await t.staff(['ADMIN']);
    const nextDay = await remind('groupName=phoques&state=STARTED', later);
    expect(nextDay.json<BulkRemindersDto>()).toEqual({ reminded: 1, complete: 0, alreadyToday: 0, noAddress: 0 });
    expect(await mailsAbout(t, waiting.memberId, 'FAMILY_REMINDER')).toHaveLength(2);
    expect(await mailsAbout(t, scheduled.memberId, 'FAMILY_REMINDER')).toHaveLength(1);
    expect((await remindersOf(t, waiting.memberId)).map((r) => r.sentBy)).toEqual([admin.id, later.id]);
  });
});

/** The rows go with the member (docs/product.md#health-rules). */
describe('erasing a reminded member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
  });
  afterAll(() => t.close());

  it('deletes their reminders, and only theirs', async () => {
    const admin = await t.staff(['ADMIN']);
    const groupId = await buildGroup(t.deps.db, { name: 'Effacés' });
    const erased = await fileToRemind(t, { groupId, lastName: 'Oublié' });
    const kept = await fileToRemind(t, { groupId });
    const sent = await t.call({ method: 'POST', url: '/api/subscription/reminders?groupName=effac', headers: admin.headers });
    expect(sent.json<BulkRemindersDto>()).toMatchObject({ reminded: 2 });
    expect(await remindersOf(t, erased.memberId)).toHaveLength(1);
    const response = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${erased.memberId}/erase`,
      headers: admin.headers,
      payload: { lastName: 'Oublié' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const left = await t.deps.db.selectFrom('family_reminders').select(['member_id', 'subscription_id']).execute();
    expect(left.filter((r) => r.member_id === erased.memberId || r.subscription_id === erased.subscriptionId)).toEqual([]);
    expect(await remindersOf(t, kept.memberId)).toHaveLength(1);
  });
});
