import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../test/factories/index.js';

/** Migration 005: the columns the database keeps itself, checked after every kind of write. */
describe('maintained columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.deps.db;
  const studentCount = async (groupId: number) =>
    (await db().selectFrom('groups').select('student_count').where('id', '=', groupId).executeTakeFirstOrThrow()).student_count;

  it('keeps lower-cased names, accents included, through inserts and updates', async () => {
    const member = await buildMember(db(), { firstName: 'ÉLODIE', lastName: "D'Ÿvoire" });
    const guardian = await buildGuardian(db(), { firstName: 'Ärne', lastName: 'ÇA', email: 'Ärne.ÇA@Example.ORG' });
    const keys = () =>
      db().selectFrom('members').select(['last_name_key', 'first_name_key']).where('id', '=', member).executeTakeFirstOrThrow();
    expect(await keys()).toEqual({ last_name_key: "d'ÿvoire", first_name_key: 'élodie' });
    expect(
      await db()
        .selectFrom('guardians')
        .select(['last_name_key', 'first_name_key', 'email_key'])
        .where('id', '=', guardian)
        .executeTakeFirstOrThrow(),
    ).toEqual({ last_name_key: 'ça', first_name_key: 'ärne', email_key: 'ärne.ça@example.org' });

    await db().updateTable('members').set({ last_name: 'ÖZIL' }).where('id', '=', member).execute();
    expect(await keys()).toEqual({ last_name_key: 'özil', first_name_key: 'élodie' });
    await db().updateTable('guardians').set({ email: 'NEW@Example.org' }).where('id', '=', guardian).execute();
    expect((await db().selectFrom('guardians').select('email_key').where('id', '=', guardian).executeTakeFirstOrThrow()).email_key).toBe(
      'new@example.org',
    );
  });

  it("counts a group's students through arrivals, moves, departures and deletions", async () => {
    const a = await buildGroup(db());
    const b = await buildGroup(db());
    const m1 = await buildMember(db(), { groupId: a });
    const m2 = await buildMember(db(), { groupId: a });
    await buildMember(db(), { groupId: null });
    expect([await studentCount(a), await studentCount(b)]).toEqual([2, 0]);

    await db().updateTable('members').set({ group_id: b }).where('id', '=', m1).execute();
    expect([await studentCount(a), await studentCount(b)]).toEqual([1, 1]);
    await db().updateTable('members').set({ first_name: 'Zoé', group_id: b }).where('id', '=', m1).execute(); // same group
    await db().updateTable('members').set({ group_id: null }).where('id', '=', m2).execute();
    expect([await studentCount(a), await studentCount(b)]).toEqual([0, 1]);
    await db().deleteFrom('members').where('id', '=', m1).execute();
    expect(await studentCount(b)).toBe(0);

    // The counter always equals a fresh count of every group.
    const drift = await sql<{ n: number }>`
      select count(*) as n from groups g where g.student_count <> (select count(*) from members m where m.group_id = g.id)
    `.execute(db());
    expect(Number(drift.rows[0]!.n)).toBe(0);
  });

  it("counts a season's subscriptions", async () => {
    const season = () =>
      db().selectFrom('seasons').select(['id', 'subscription_count']).where('is_current', '=', 1).executeTakeFirstOrThrow();
    const before = (await season()).subscription_count;
    const first = await buildSubscription(db(), await buildMember(db()));
    await buildSubscription(db(), await buildMember(db()));
    expect((await season()).subscription_count).toBe(before + 2);
    await db().deleteFrom('subscription_state_changes').where('subscription_id', '=', first).execute();
    await db().deleteFrom('subscriptions').where('id', '=', first).execute();
    expect((await season()).subscription_count).toBe(before + 1);
  });

  it("keeps a session's present, absent and late counts through a sheet's changes", async () => {
    const group = await buildGroup(db());
    const members = await Promise.all([1, 2, 3, 4].map(() => buildMember(db(), { groupId: group })));
    const session = await db()
      .insertInto('training_sessions')
      .values({ group_id: group, date: '2026-11-20T17:00:00.000Z', created_at: '2026-11-20T17:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts = () =>
      db()
        .selectFrom('training_sessions')
        .select(['participants', 'absences', 'lates'])
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
    await db()
      .insertInto('attendances')
      .values([
        { session_id: session.id, member_id: members[0]!, is_absent: 0, is_late: 0 },
        { session_id: session.id, member_id: members[1]!, is_absent: 0, is_late: 1 },
        { session_id: session.id, member_id: members[2]!, is_absent: 1, is_late: 0 },
        { session_id: session.id, member_id: members[3]!, is_absent: 1, is_late: 1 }, // late but absent: absent only
      ])
      .execute();
    expect(await counts()).toEqual({ participants: 2, absences: 2, lates: 1 });

    await db().updateTable('attendances').set({ is_absent: 0 }).where('member_id', '=', members[3]!).execute();
    expect(await counts()).toEqual({ participants: 3, absences: 1, lates: 2 });
    await db().deleteFrom('attendances').where('member_id', '=', members[0]!).execute();
    expect(await counts()).toEqual({ participants: 2, absences: 1, lates: 2 });
    await db().deleteFrom('members').where('id', '=', members[2]!).execute(); // cascades to the sheet
    expect(await counts()).toEqual({ participants: 2, absences: 0, lates: 2 });

    // One statement over two sessions' rows: each session gets its own part of the change.
    const other = await db()
      .insertInto('training_sessions')
      .values({ group_id: group, date: '2026-11-21T17:00:00.000Z', created_at: '2026-11-21T17:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('attendances')
      .values(
        members
          .map((member) => ({ session_id: other.id, member_id: member, is_absent: 1, is_late: 0 }))
          .filter((a) => a.member_id !== members[2]),
      )
      .execute();
    await db().updateTable('attendances').set({ is_absent: 0, is_late: 1 }).where('member_id', '=', members[1]!).execute();
    const drift = await sql<{ n: number }>`
      select count(*) as n from training_sessions t
       where t.participants <> (select count(*) from attendances a where a.session_id = t.id and a.is_absent = 0)
          or t.absences <> (select count(*) from attendances a where a.session_id = t.id and a.is_absent = 1)
          or t.lates <> (select count(*) from attendances a where a.session_id = t.id and a.is_absent = 0 and a.is_late = 1)
    `.execute(db());
    expect(Number(drift.rows[0]!.n)).toBe(0);
    expect(await counts()).toEqual({ participants: 2, absences: 0, lates: 2 });
    await db().deleteFrom('training_sessions').where('id', '=', other.id).execute(); // cascades to its sheet
    expect(await counts()).toEqual({ participants: 2, absences: 0, lates: 2 });
  });
});
