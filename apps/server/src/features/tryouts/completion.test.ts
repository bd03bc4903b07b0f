import { MSG, type TryoutParticipantDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { SubscriptionLinks } from '../subscribe/links.js';
import { TryoutCompletion } from './completion.js';
import { adminAt, assign, createCompletionTestApp, createTryout, DAY_AFTER, getTryout, outboxOf, PLANNING_DAY } from './test-data.js';
import { deliverMails } from '../../test/mail-delivery.js';

describe('start test: placing the students (docs/product.md#tryout-tests, PATCH /test/{id}/completed)', () => {
  let t: TestApp;
  let admin: StaffMember;
  /** Signed in on the day after the tests (access tokens last 15 minutes of the test clock). */
  let held: StaffMember;
  let noneGroup: number;

  beforeAll(async () => {
    ({ t, admin, held, noneGroup } = await createCompletionTestApp());
  });
  afterAll(() => t.close());

  /** A test with two possible groups and `count` waiting children, each with a reachable family. */
  const session = async (count: number) => {
    t.clock.set(PLANNING_DAY);
    const avenirs = await buildGroup(t.deps.db, { name: `Avenirs ${Math.random().toString(36).slice(2, 8)}` });
    const poussins = await buildGroup(t.deps.db, { name: `Poussins ${Math.random().toString(36).slice(2, 8)}` });
    const outside = await buildGroup(t.deps.db);
    const testId = await createTryout(t, admin.headers, { capacity: 20 });
    const set = await t.call({
      method: 'POST',
      url: `/api/test/${testId}/group`,
      headers: admin.headers,
      payload: { groupIds: [avenirs, poussins] },
    });
    expect(set.statusCode).toBe(200);
    const students: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const guardian = await buildGuardian(t.deps.db);
      const id = await buildMember(t.deps.db, { birthDate: '2015-02-02', groupId: noneGroup, guardianId: guardian });
      expect((await assign(t, admin.headers, testId, id)).statusCode).toBe(201);
      students.push(id);
    }
    return { testId, avenirs, poussins, outside, students };
  };

  /** Results are recorded once the test has taken place: the clock moves to the day after. */
  const complete = (testId: number, placements: { studentId: number; groupId: number | null }[], headers = held.headers) => {
    t.clock.set(DAY_AFTER);
    return t.call({ method: 'PATCH', url: `/api/test/${testId}/completed`, headers, payload: { placements } });
  };

  /** Everything the completion may change, to compare before and after a refused one. */
  const snapshot = async (testId: number, students: number[]) => ({
    members: await t.deps.db
      .selectFrom('members')
      .select(['id', 'group_id', 'left_at', 'version'])
      .where('id', 'in', students)
      .orderBy('id')
      .execute(),
    results: await t.deps.db.selectFrom('test_members').selectAll().where('test_id', '=', testId).orderBy('member_id').execute(),
    subscriptions: await t.deps.db.selectFrom('subscriptions').select('id').where('member_id', 'in', students).execute(),
    mails: await t.deps.db.selectFrom('mail_outbox').select('id').execute(),
    test: await t.deps.db.selectFrom('tests').select(['completed', 'version']).where('id', '=', testId).executeTakeFirstOrThrow(),
  });

  it('places, fails and leaves out students in one call, opens the subscriptions and queues the link mails', async () => {
    const { testId, avenirs, poussins, students } = await session(4);
    const [placedA, placedB, failed, absent] = students as [number, number, number, number];
    // A member of a real group who tried another group and failed keeps their place.
    const member = await buildMember(t.deps.db, { birthDate: '2015-03-03', groupId: avenirs, email: 'member@example.org' });
    await assign(t, admin.headers, testId, member);
    const linksBefore = (await outboxOf(t, 'SUBSCRIPTION_LINK')).length;

    const response = await complete(testId, [
      { studentId: placedA, groupId: avenirs },
      { studentId: placedB, groupId: poussins },
      { studentId: failed, groupId: null },
      { studentId: member, groupId: null },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: testId,
      completed: true,
      placed: 2,
      failed: 2,
      absent: 1,
      mailsQueued: 2,
      notAdmittedMailsQueued: 2,
    });

    const members = new Map(
      (
        await t.deps.db
          .selectFrom('members')
          .select(['id', 'group_id', 'left_at'])
          .where('id', 'in', [...students, member])
          .execute()
      ).map((m) => [m.id, m]),
    );
    expect(members.get(placedA)).toMatchObject({ group_id: avenirs, left_at: null });
    expect(members.get(placedB)).toMatchObject({ group_id: poussins, left_at: null });
    expect(members.get(failed)).toMatchObject({ group_id: noneGroup, left_at: t.clock.now().toISOString() });
    expect(members.get(absent)).toMatchObject({ group_id: noneGroup, left_at: null });
    expect(members.get(member)).toMatchObject({ group_id: avenirs, left_at: null });

    const results = await t.deps.db
      .selectFrom('test_members')
      .select(['member_id', 'result_group_id', 'failed'])
      .where('test_id', '=', testId)
      .orderBy('member_id')
      .execute();
    expect(results).toEqual(
      [
        { member_id: placedA, result_group_id: avenirs, failed: 0 },
        { member_id: placedB, result_group_id: poussins, failed: 0 },
        { member_id: failed, result_group_id: null, failed: 1 },
        { member_id: absent, result_group_id: null, failed: 0 },
        { member_id: member, result_group_id: null, failed: 1 },
      ].sort((a, b) => a.member_id - b.member_id),
    );

    const subscriptions = await t.deps.db
      .selectFrom('subscriptions as s')
      .innerJoin('seasons as se', 'se.id', 's.season_id')
      .select(['s.id', 's.member_id', 's.group_id', 's.state', 's.is_new', 's.token_hash', 'se.is_current'])
      .where('s.member_id', 'in', [...students, member])
      .orderBy('s.member_id')
      .execute();
    expect(
      subscriptions.map(({ member_id, group_id, state, is_new, is_current }) => ({ member_id, group_id, state, is_new, is_current })),
    ).toEqual([
      { member_id: placedA, group_id: avenirs, state: 'SCHEDULED', is_new: 1, is_current: 1 },
      { member_id: placedB, group_id: poussins, state: 'SCHEDULED', is_new: 1, is_current: 1 },
    ]);
    expect(subscriptions.every((s) => s.token_hash !== null)).toBe(true);
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select(['to_state', 'changed_by', 'source'])
      .where(
        'subscription_id',
        'in',
        subscriptions.map((s) => s.id),
      )
      .execute();
    expect(history).toEqual([
      { to_state: 'SCHEDULED', changed_by: held.id, source: 'STAFF' },
      { to_state: 'SCHEDULED', changed_by: held.id, source: 'STAFF' },
    ]);
    expect((await outboxOf(t, 'SUBSCRIPTION_LINK')).length - linksBefore).toBe(2);

    expect(await getTryout(t, held.headers, testId)).toMatchObject({ completed: true });
    const participants = await t.call({ method: 'GET', url: `/api/student/test/${testId}`, headers: held.headers });
    expect(participants.json<TryoutParticipantDto[]>().find((p) => p.id === placedA)).toMatchObject({
      resultGroupId: avenirs,
      failed: false,
    });

    // Completed: closed to a second completion, new assignments and edits.
    const again = await complete(testId, [{ studentId: absent, groupId: avenirs }]);
    expect(again.statusCode).toBe(409);
    expect(await t.deps.db.selectFrom('subscriptions').select('id').where('member_id', '=', absent).execute()).toEqual([]);
  });

  it('refuses a placement into a group that is not one of the test’s, after valid ones: 400 and nothing changes', async () => {
    const { testId, avenirs, poussins, outside, students } = await session(3);
    const before = await snapshot(testId, students);
    const response = await complete(testId, [
      { studentId: students[0]!, groupId: avenirs },
      { studentId: students[1]!, groupId: poussins },
      { studentId: students[2]!, groupId: outside },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { 'placements.2.groupId': MSG.testPlacementGroup } });
    expect(await snapshot(testId, students)).toEqual(before);
    expect(before.test.completed).toBe(0);
  });

  it.each([
    ['a protected group', 'none', 'placements.0.groupId', MSG.testPlacementGroup],
    ['a student who is not in the test', 'stranger', 'placements.0.studentId', MSG.testPlacementStudent],
    ['the same student twice', 'twice', 'placements.1.studentId', MSG.testPlacementStudent],
  ])('refuses %s with 400 and the field key, changing nothing', async (_label, kind, field, message) => {
    const { testId, avenirs, students } = await session(2);
    const stranger = await buildMember(t.deps.db, { birthDate: '2015-02-02', groupId: noneGroup });
    const placements =
      kind === 'none'
        ? [{ studentId: students[0]!, groupId: noneGroup }]
        : kind === 'stranger'
          ? [{ studentId: stranger, groupId: avenirs }]
          : [
              { studentId: students[0]!, groupId: avenirs },
              { studentId: students[0]!, groupId: null },
            ];
    const before = await snapshot(testId, [...students, stranger]);
    const response = await complete(testId, placements);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await snapshot(testId, [...students, stranger])).toEqual(before);
  });

  it('answers 404 for an unknown test and 400 for a malformed body', async () => {
    expect((await complete(987654, [])).statusCode).toBe(404);
    const { testId } = await session(0);
    for (const payload of [{}, { placements: 'all' }, { placements: [{ studentId: 'x', groupId: 1 }] }]) {
      const response = await t.call({ method: 'PATCH', url: `/api/test/${testId}/completed`, headers: admin.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses to record the results before the test’s date-time: 409 TEST_NOT_YET_HELD, nothing changes', async () => {
    const { testId, avenirs, students } = await session(2);
    const scheduled = (await getTryout(t, admin.headers, testId)).scheduledDateTime;
    const placements = [
      { studentId: students[0]!, groupId: avenirs },
      { studentId: students[1]!, groupId: null },
    ];
    const before = await snapshot(testId, students);
    for (const now of [PLANNING_DAY, new Date(new Date(scheduled).getTime() - 60_000).toISOString()]) {
      const early = await t.call({
        method: 'PATCH',
        url: `/api/test/${testId}/completed`,
        headers: (await adminAt(t, now)).headers,
        payload: { placements },
      });
      expect(early.statusCode, now).toBe(409);
      expect(early.json(), now).toMatchObject({ code: 'TEST_NOT_YET_HELD' });
      expect(await snapshot(testId, students)).toEqual(before);
    }
    // From the scheduled minute on, the test has taken place.
    const onTime = await t.call({
      method: 'PATCH',
      url: `/api/test/${testId}/completed`,
      headers: (await adminAt(t, scheduled)).headers,
      payload: { placements },
    });
    expect(onTime.statusCode).toBe(200);
  });

  it('rolls everything back when a step fails part-way (the second subscription cannot be opened)', async () => {
    const { testId, avenirs, poussins, students } = await session(3);
    const links = new SubscriptionLinks(t.deps);
    let calls = 0;
    const completion = new TryoutCompletion({
      ...t.deps,
      log: t.app.log,
      links: {
        openSubscription: async (trx, input) => {
          calls += 1;
          if (calls === 2) throw new Error('mail server configuration lost');
          return links.openSubscription(trx, input);
        },
      },
    });
    const before = await snapshot(testId, students);
    t.clock.set(DAY_AFTER);
    await expect(
      completion.complete(
        testId,
        [
          { studentId: students[0]!, groupId: avenirs },
          { studentId: students[1]!, groupId: poussins },
          { studentId: students[2]!, groupId: null },
        ],
        held.id,
      ),
    ).rejects.toThrow('mail server configuration lost');
    expect(calls).toBe(2);
    // The first child's move, subscription, link mail and result are gone with the rest.
    expect(await snapshot(testId, students)).toEqual(before);
    expect(before.subscriptions).toEqual([]);
  });

  it('moves the season’s subscription of a member who already holds one instead of adding a second', async () => {
    const { testId, poussins, students } = await session(1);
    const child = students[0]!;
    const earlier = await buildSubscription(t.deps.db, child, { groupId: noneGroup, state: 'STARTED' });
    const response = await complete(testId, [{ studentId: child, groupId: poussins }]);
    expect(response.statusCode).toBe(200);
    const rows = await t.deps.db.selectFrom('subscriptions').select(['id', 'group_id', 'state']).where('member_id', '=', child).execute();
    expect(rows).toEqual([{ id: earlier, group_id: poussins, state: 'SCHEDULED' }]);
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select(['from_state', 'to_state'])
      .where('subscription_id', '=', earlier)
      .execute();
    expect(history).toContainEqual({ from_state: 'STARTED', to_state: 'SCHEDULED' });
  });

  it('completes once when two staff save the same test at the same time', async () => {
    const { testId, avenirs, students } = await session(2);
    const other = await adminAt(t, DAY_AFTER);
    const placements = students.map((studentId) => ({ studentId, groupId: avenirs }));
    const responses = await Promise.all([complete(testId, placements), complete(testId, placements, other.headers)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.deps.db.selectFrom('subscriptions').select('id').where('member_id', 'in', students).execute()).toHaveLength(2);
  });

  it('delivers each placed family’s link mail to a real SMTP server, in their language, with a working link', async () => {
    const smtp = await startSmtpServer();
    try {
      await deliverMails(t, smtp.url); // what earlier tests queued
      smtp.mails.length = 0;
      const group = await buildGroup(t.deps.db, { name: 'Benjamins du test' });
      t.clock.set(PLANNING_DAY);
      const testId = await createTryout(t, admin.headers);
      await t.call({ method: 'POST', url: `/api/test/${testId}/group`, headers: admin.headers, payload: { groupIds: [group] } });
      const english = await buildGuardian(t.deps.db, { email: 'the.walkers@example.org', language: 'en' });
      const anna = await buildMember(t.deps.db, {
        firstName: 'Anna',
        lastName: 'Walker',
        birthDate: '2014-04-04',
        groupId: noneGroup,
        guardianId: english,
      });
      // Registered by staff: only the contact on the member, no guardian yet; French by default.
      const created = await t.call({
        method: 'POST',
        url: '/api/student/',
        headers: admin.headers,
        payload: {
          firstName: 'Léo',
          lastName: 'Fabre',
          gender: 'M',
          birthDate: '2015-07-07',
          email: 'fabre.famille@example.org',
          phoneNumber: '0612345678',
        },
      });
      const leo = created.json<{ id: number }>().id;
      for (const id of [anna, leo]) expect((await assign(t, admin.headers, testId, id)).statusCode).toBe(201);
      const done = await complete(testId, [
        { studentId: anna, groupId: group },
        { studentId: leo, groupId: group },
      ]);
      expect(done.json()).toMatchObject({ placed: 2, mailsQueued: 2 });
      expect(await deliverMails(t, smtp.url)).toBe(2);

      const annaMail = smtp.mails.find((m) => m.envelopeTo.includes('the.walkers@example.org'))!;
      expect(annaMail.parsed.subject).toBe('Subscription of Anna Walker – season 2026-2027');
      expect(annaMail.parsed.text).toContain('Anna Walker has a place in the group Benjamins du test for the 2026-2027 season.');
      const leoMail = smtp.mails.find((m) => m.envelopeTo.includes('fabre.famille@example.org'))!;
      expect(leoMail.parsed.subject).toBe('Inscription de Léo Fabre – saison 2026-2027');
      const token = /\/subscribe\?token=([A-Za-z0-9_-]+)/.exec(leoMail.parsed.text ?? '')?.[1];
      expect(token).toBeDefined();
      const resume = await t.call({ method: 'GET', url: `/api/subscription/resume?token=${token}` });
      expect(resume.statusCode).toBe(200);
      expect(resume.json()).toMatchObject({ isNew: true });
    } finally {
      await smtp.close();
    }
  });
});
