import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';
import { changeTimeOf, FUTURE_TOLERANCE_MS } from './merge.js';
import { coachGroup, coachSubGroup, newClientKey } from './test-data.js';

interface Tick {
  id: number;
  isAbsent: boolean;
  isLate?: boolean;
  changedAt?: string;
}

/**
 * Sheets filled offline on several phones and sent when the network returns
 * (docs/product.md#offline-attendance): merged per swimmer into the session recorded at their
 * slot, each swimmer keeping the latest change, every change logged once, on SQLite and PostgreSQL.
 */
describe('merging attendance sheets', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let coCoach: StaffMember;
  let laneCoach: StaffMember;
  let strangerCoach: StaffMember;
  let group: number;
  let lane: number;
  let outsider: number;
  const m: Record<string, number> = {};
  const extra: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    coCoach = await t.staff(['COACH']);
    laneCoach = await t.staff(['COACH']);
    strangerCoach = await t.staff(['COACH']);
    group = await buildGroup(db, { name: 'Benjamins' });
    lane = await buildSubGroup(db, group, { name: 'Ligne 1' });
    const otherGroup = await buildGroup(db, { name: 'Dauphins' });
    await coachGroup(db, group, coach.id);
    await coachGroup(db, group, coCoach.id);
    await coachSubGroup(db, lane, laneCoach.id);
    await coachGroup(db, otherGroup, strangerCoach.id);
    m.ana = await buildMember(db, { groupId: group, subGroupId: lane, firstName: 'Ana', lastName: 'Abel' });
    m.ben = await buildMember(db, { groupId: group, subGroupId: lane, firstName: 'Ben', lastName: 'Bodin' });
    m.cleo = await buildMember(db, { groupId: group, firstName: 'Cléo', lastName: 'Caron' });
    m.dan = await buildMember(db, { groupId: group, firstName: 'Dan', lastName: 'Dumas' });
    for (let i = 0; i < 5; i += 1) extra.push(await buildMember(db, { groupId: group, firstName: 'Eva', lastName: `Extra${i}` }));
    outsider = await buildMember(db, { groupId: otherGroup, firstName: 'Inès', lastName: 'Durand' });
  });
  afterAll(() => t.close());

  // Every test its own slot; the clock stays at 2026-11-21T10:00Z, after every session.
  let hours = 0;
  const nextSlot = () => new Date(Date.UTC(2026, 10, 1, (hours += 1))).toISOString();
  const at = (slot: string, minutes: number) => new Date(new Date(slot).getTime() + minutes * 60_000).toISOString();

  const sheet = (slot: string, ticks: Tick[], options: { clientKey?: string; merge?: boolean; subGroupId?: number } = {}) => ({
    session: {
      groupId: group,
      subGroupId: options.subGroupId ?? 0,
      date: slot,
      clientKey: options.clientKey ?? newClientKey(),
      students: ticks.map((tick) => ({ isLate: false, ...tick })),
      ...(options.merge === false ? {} : { merge: true }),
    },
  });
  const send = (who: StaffMember, payload: { session: object }) =>
    t.call({ method: 'POST', url: '/api/session/', headers: who.headers, payload });

  const sessionsAt = (slot: string) =>
    t.deps.db
      .selectFrom('training_sessions')
      .select(['id', 'sub_group_id', 'participants', 'absences', 'lates', 'version'])
      .where('group_id', '=', group)
      .where('date', '=', slot)
      .orderBy('id')
      .execute();
  const onlySessionAt = async (slot: string) => {
    const sessions = await sessionsAt(slot);
    expect(sessions).toHaveLength(1);
    return sessions[0]!;
  };
  const rowsOf = async (sessionId: number) => {
    const rows = await t.deps.db
      .selectFrom('attendances')
      .select(['member_id', 'is_absent', 'is_late', 'is_excused', 'changed_at'])
      .where('session_id', '=', sessionId)
      .execute();
    return new Map(rows.map((r) => [r.member_id, r]));
  };
  const changesOf = (sessionId: number) =>
    t.deps.db
      .selectFrom('attendance_changes')
      .select(['member_id', 'is_absent', 'is_late', 'changed_at', 'changed_by', 'client_key', 'applied', 'recorded_at'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
  const now = () => t.clock.now().toISOString();

  it('merges two coaches’ sheets of one slot per swimmer: the later change wins, both sheets are logged', async () => {
    const slot = nextSlot();
    const first = sheet(slot, [
      { id: m.ana!, isAbsent: true, changedAt: at(slot, 5) },
      { id: m.ben!, isAbsent: false, changedAt: at(slot, 20) },
      { id: m.cleo!, isAbsent: false, changedAt: at(slot, 10) },
    ]);
    const second = sheet(slot, [
      { id: m.ana!, isAbsent: false, changedAt: at(slot, 15) },
      { id: m.ben!, isAbsent: true, changedAt: at(slot, 10) },
      { id: m.dan!, isAbsent: false, isLate: true, changedAt: at(slot, 12) },
    ]);
    expect((await send(coach, first)).body).toBe('true');
    const created = await onlySessionAt(slot);
    const merged = await send(coCoach, second);
    expect([merged.statusCode, merged.body]).toEqual([200, 'true']);

    const session = await onlySessionAt(slot);
    const rows = await rowsOf(session.id);
    expect(rows.get(m.ana!)).toMatchObject({ is_absent: 0, is_late: 0, changed_at: at(slot, 15) });
    expect(rows.get(m.ben!)).toMatchObject({ is_absent: 0, changed_at: at(slot, 20) });
    expect(rows.get(m.cleo!)).toMatchObject({ is_absent: 0, changed_at: at(slot, 10) });
    expect(rows.get(m.dan!)).toMatchObject({ is_absent: 0, is_late: 1, changed_at: at(slot, 12) });
    expect(rows.size).toBe(4);
    // The counts the database keeps follow the merged rows; an edit screen loaded before must reload.
    expect(session).toMatchObject({ participants: 4, absences: 0, lates: 1, version: created.version + 1 });

    const keyOf = (payload: ReturnType<typeof sheet>) => payload.session.clientKey;
    expect(await changesOf(session.id)).toEqual([
      {
        member_id: m.ana!,
        is_absent: 1,
        is_late: 0,
        changed_at: at(slot, 5),
        changed_by: coach.id,
        client_key: keyOf(first),
        applied: 1,
        recorded_at: now(),
      },
      {
        member_id: m.ben!,
        is_absent: 0,
        is_late: 0,
        changed_at: at(slot, 20),
        changed_by: coach.id,
        client_key: keyOf(first),
        applied: 1,
        recorded_at: now(),
      },
      {
        member_id: m.cleo!,
        is_absent: 0,
        is_late: 0,
        changed_at: at(slot, 10),
        changed_by: coach.id,
        client_key: keyOf(first),
        applied: 1,
        recorded_at: now(),
      },
      {
        member_id: m.ana!,
        is_absent: 0,
        is_late: 0,
        changed_at: at(slot, 15),
        changed_by: coCoach.id,
        client_key: keyOf(second),
        applied: 1,
        recorded_at: now(),
      },
      {
        member_id: m.ben!,
        is_absent: 1,
        is_late: 0,
        changed_at: at(slot, 10),
        changed_by: coCoach.id,
        client_key: keyOf(second),
        applied: 0,
        recorded_at: now(),
      },
      {
        member_id: m.dan!,
        is_absent: 0,
        is_late: 1,
        changed_at: at(slot, 12),
        changed_by: coCoach.id,
        client_key: keyOf(second),
        applied: 1,
        recorded_at: now(),
      },
    ]);
  });

  it('changes nothing with an older sheet arriving last, but logs it', async () => {
    const slot = nextSlot();
    await send(
      coach,
      sheet(slot, [
        { id: m.ana!, isAbsent: false, changedAt: at(slot, 30) },
        { id: m.ben!, isAbsent: true, changedAt: at(slot, 30) },
      ]),
    );
    const before = await onlySessionAt(slot);
    const rowsBefore = await rowsOf(before.id);
    const older = sheet(slot, [
      { id: m.ana!, isAbsent: true, changedAt: at(slot, 10) },
      { id: m.ben!, isAbsent: false, isLate: true, changedAt: at(slot, 30) },
    ]);
    expect((await send(coCoach, older)).body).toBe('true');
    expect(await rowsOf(before.id)).toEqual(rowsBefore);
    expect(await onlySessionAt(slot)).toEqual(before);
    const logged = (await changesOf(before.id)).filter((c) => c.client_key === older.session.clientKey);
    expect(logged.map((c) => [c.member_id, c.applied])).toEqual([
      [m.ana!, 0],
      // The same instant is not later: the recorded tick stays.
      [m.ben!, 0],
    ]);
  });

  it('records a retried sheet once, sent again or several times at once', async () => {
    const slot = nextSlot();
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: at(slot, 5) }]));
    const session = await onlySessionAt(slot);
    const retried = sheet(slot, [
      { id: m.ana!, isAbsent: false, changedAt: at(slot, 10) },
      { id: m.ben!, isAbsent: false, changedAt: at(slot, 10) },
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(coCoach, retried)));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(answers.map(() => [200, 'true']));
    expect((await send(coCoach, retried)).body).toBe('true');
    const logged = (await changesOf(session.id)).filter((c) => c.client_key === retried.session.clientKey);
    expect(logged.map((c) => c.member_id).sort()).toEqual([m.ana!, m.ben!].sort());
    expect((await onlySessionAt(slot)).version).toBe(session.version + 1);
    // Someone else's key is not theirs to retry.
    expect((await send(coach, retried)).statusCode).toBe(409);
    expect(await changesOf(session.id)).toHaveLength(3);
  });

  it.each([
    [2, 'an empty slot'],
    [5, 'an empty slot'],
    [2, 'a recorded slot'],
    [5, 'a recorded slot'],
  ] as const)('lands %i sheets sent at once for %s: one session, no swimmer lost, each change logged once', async (n, slotState) => {
    const slot = nextSlot();
    if (slotState === 'a recorded slot') await send(coach, sheet(slot, [{ id: m.dan!, isAbsent: true, changedAt: at(slot, 1) }]));
    const senders = [coach, coCoach, admin, coach, coCoach];
    // Each sheet ticks Ana (a later minute for each; on a recorded slot, all of them add her) and a swimmer of its own.
    const sheets = Array.from({ length: n }, (_, i) =>
      sheet(slot, [
        { id: m.ana!, isAbsent: i % 2 === 0, changedAt: at(slot, 10 + i) },
        { id: extra[i]!, isAbsent: false, isLate: i === 1, changedAt: at(slot, 10) },
      ]),
    );
    const answers = await Promise.all(sheets.map((payload, i) => send(senders[i]!, payload)));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(sheets.map(() => [200, 'true']));

    const session = await onlySessionAt(slot);
    const rows = await rowsOf(session.id);
    const recorded = slotState === 'a recorded slot' ? [m.dan!] : [];
    expect([...rows.keys()].sort()).toEqual([...recorded, m.ana!, ...extra.slice(0, n)].sort());
    expect(rows.get(m.ana!)).toMatchObject({ is_absent: (n - 1) % 2 === 0 ? 1 : 0, changed_at: at(slot, 10 + n - 1) });

    const keys = new Set(sheets.map((payload) => payload.session.clientKey));
    const changes = (await changesOf(session.id)).filter((c) => keys.has(c.client_key));
    expect(changes).toHaveLength(2 * n);
    expect(new Set(changes.map((c) => `${c.client_key}/${c.member_id}`)).size).toBe(2 * n);
    // In the order they were recorded, Ana's change applied exactly when later than every earlier one.
    let latest = '';
    for (const change of changes.filter((c) => c.member_id === m.ana!)) {
      expect(change.applied).toBe(change.changed_at > latest ? 1 : 0);
      if (change.changed_at > latest) latest = change.changed_at;
    }
    expect(changes.filter((c) => c.member_id !== m.ana!).every((c) => c.applied === 1)).toBe(true);
    const absent = [...rows.values()].filter((r) => r.is_absent === 1).length;
    expect(session).toMatchObject({ participants: rows.size - absent, absences: absent, lates: 1 });
  });

  it('leaves out a swimmer no longer in the group or sub-group, and records the rest of the sheet', async () => {
    const slot = nextSlot();
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: at(slot, 5) }]));
    const session = await onlySessionAt(slot);
    const answer = await send(
      coCoach,
      sheet(slot, [
        { id: m.ana!, isAbsent: false, changedAt: at(slot, 10) },
        { id: outsider, isAbsent: false, changedAt: at(slot, 10) },
      ]),
    );
    expect([answer.statusCode, answer.body]).toEqual([200, 'true']);
    const rows = await rowsOf(session.id);
    expect(rows.get(m.ana!)).toMatchObject({ is_absent: 0 });
    expect(rows.has(outsider)).toBe(false);
    expect((await changesOf(session.id)).map((change) => change.member_id)).not.toContain(outsider);
    // Cléo is in the group but not in the lane: not on a lane's sheet either.
    const laneSlot = nextSlot();
    await send(laneCoach, sheet(laneSlot, [{ id: m.ana!, isAbsent: false }], { subGroupId: lane }));
    expect((await send(coach, sheet(laneSlot, [{ id: m.cleo!, isAbsent: false }], { subGroupId: lane }))).statusCode).toBe(200);
    const laneSession = (await sessionsAt(laneSlot)).find((row) => row.sub_group_id === lane)!;
    expect((await rowsOf(laneSession.id)).has(m.cleo!)).toBe(false);
    // Sent without merge, from the screen, an outsider is refused as before.
    const direct = await send(coach, sheet(nextSlot(), [{ id: outsider, isAbsent: false }], { merge: false }));
    expect(direct.statusCode).toBe(400);
  });

  it('records a queued sheet whose planned session was cancelled while it waited, filling none', async () => {
    const slot = nextSlot();
    const now = t.clock.now().toISOString();
    const planned = await t.deps.db
      .insertInto('planned_sessions')
      .values({
        group_id: group,
        time_slot_id: null,
        day: slot.slice(0, 10),
        starts_at: slot,
        ends_at: at(slot, 60),
        location: 'Stade Louis II',
        status: 'CANCELLED',
        cancel_reason: 'Bassin fermé',
        cancelled_at: now,
        cancelled_by: admin.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payload = sheet(slot, [{ id: m.ana!, isAbsent: false, changedAt: at(slot, 5) }]);
    const answer = await send(coach, { session: { ...payload.session, plannedSessionId: planned.id } });
    expect([answer.statusCode, answer.body]).toEqual([200, 'true']);
    const session = await onlySessionAt(slot);
    const linked = await t.deps.db
      .selectFrom('training_sessions')
      .select('planned_session_id')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(linked.planned_session_id).toBeNull();
    // From the screen, the same cancelled session is refused.
    const direct = sheet(nextSlot(), [{ id: m.ana!, isAbsent: false }], { merge: false });
    expect((await send(coach, { session: { ...direct.session, plannedSessionId: planned.id } })).statusCode).toBe(400);
  });

  it('refuses a coach of another group, and touches nothing of the session', async () => {
    const slot = nextSlot();
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: at(slot, 5) }]));
    const session = await onlySessionAt(slot);
    const answer = await send(strangerCoach, sheet(slot, [{ id: m.ana!, isAbsent: false, changedAt: at(slot, 10) }]));
    expect(answer.statusCode).toBe(403);
    expect((await rowsOf(session.id)).get(m.ana!)).toMatchObject({ is_absent: 1 });
    expect(await changesOf(session.id)).toHaveLength(1);
  });

  it('merges a sub-group’s sheet into that sub-group’s session, not the whole group’s at the same hour', async () => {
    const slot = nextSlot();
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: at(slot, 5) }]));
    await send(laneCoach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: at(slot, 5) }], { subGroupId: lane }));
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: false, changedAt: at(slot, 10) }], { subGroupId: lane }));
    const [whole, laneSession] = await sessionsAt(slot);
    expect(whole).toMatchObject({ sub_group_id: null });
    expect(laneSession).toMatchObject({ sub_group_id: lane });
    expect((await rowsOf(whole!.id)).get(m.ana!)).toMatchObject({ is_absent: 1 });
    expect((await rowsOf(laneSession!.id)).get(m.ana!)).toMatchObject({ is_absent: 0 });
  });

  it('takes a change without a time, or dated too far ahead, as made when it arrives', async () => {
    const slot = nextSlot();
    const soon = new Date(t.clock.now().getTime() + FUTURE_TOLERANCE_MS - 60_000).toISOString();
    await send(
      coach,
      sheet(slot, [
        { id: m.ana!, isAbsent: true },
        { id: m.ben!, isAbsent: true, changedAt: soon },
      ]),
    );
    const session = await onlySessionAt(slot);
    expect((await rowsOf(session.id)).get(m.ana!)).toMatchObject({ changed_at: now() });
    // A phone a few minutes fast is believed.
    expect((await rowsOf(session.id)).get(m.ben!)).toMatchObject({ changed_at: soon });

    t.clock.advance(60_000);
    // A phone set a month ahead cannot win every later merge: its change counts as made now.
    await send(coCoach, sheet(slot, [{ id: m.ana!, isAbsent: false, changedAt: '2026-12-25T10:00:00.000Z' }]));
    expect((await rowsOf(session.id)).get(m.ana!)).toMatchObject({ is_absent: 0, changed_at: now() });
    t.clock.advance(60_000);
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true, changedAt: now() }]));
    expect((await rowsOf(session.id)).get(m.ana!)).toMatchObject({ is_absent: 1, changed_at: now() });
  });

  it('lets an edit on the screen win over older phone changes, for the swimmers it changed only', async () => {
    const slot = nextSlot();
    const taken = sheet(slot, [
      { id: m.ana!, isAbsent: true, changedAt: at(slot, 5) },
      { id: m.ben!, isAbsent: true, changedAt: at(slot, 5) },
    ]);
    expect((await send(coach, taken)).body).toBe('true');
    const session = await onlySessionAt(slot);
    const edit = await t.call({
      method: 'PATCH',
      url: '/api/session/edit/',
      headers: admin.headers,
      payload: {
        session: {
          id: session.id,
          version: session.version,
          date: slot,
          students: [
            { id: m.ana!, isAbsent: false, isLate: false },
            { id: m.ben!, isAbsent: true, isLate: false },
          ],
        },
      },
    });
    expect(edit.statusCode).toBe(200);
    const edited = await rowsOf(session.id);
    expect(edited.get(m.ana!)).toMatchObject({ is_absent: 0, changed_at: now() });
    expect(edited.get(m.ben!)).toMatchObject({ is_absent: 1, changed_at: at(slot, 5) });

    // A phone sends late: Ana ticked absent before the edit, Ben present after it.
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const phone = sheet(slot, [
      { id: m.ana!, isAbsent: true, changedAt: at(slot, 30) },
      { id: m.ben!, isAbsent: false, changedAt: later },
    ]);
    expect((await send(coCoach, phone)).body).toBe('true');
    const merged = await rowsOf(session.id);
    expect(merged.get(m.ana!)).toMatchObject({ is_absent: 0, changed_at: now() });
    expect(merged.get(m.ben!)).toMatchObject({ is_absent: 0, changed_at: later });
  });

  it('still answers 409 to a second sheet of a slot sent without merge, and logs nothing', async () => {
    const slot = nextSlot();
    await send(coach, sheet(slot, [{ id: m.ana!, isAbsent: true }], { merge: false }));
    const session = await onlySessionAt(slot);
    const answer = await send(coCoach, sheet(slot, [{ id: m.ana!, isAbsent: false }], { merge: false }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'SESSION_ALREADY_EXISTS', existingId: session.id });
    expect((await rowsOf(session.id)).get(m.ana!)).toMatchObject({ is_absent: 1 });
    expect(await changesOf(session.id)).toHaveLength(1);
  });

  it('keeps a swimmer excused exactly while absent with a family’s report for the day', async () => {
    const slot = nextSlot();
    await t.deps.db
      .insertInto('absences')
      .values({
        member_id: m.cleo!,
        from_day: '2026-11-01',
        to_day: '2026-11-01',
        planned_session_id: null,
        reason: 'Malade',
        source: 'FAMILY',
        created_at: now(),
        withdrawn_at: null,
      })
      .execute();
    await send(coach, sheet(slot, [{ id: m.cleo!, isAbsent: false, changedAt: at(slot, 5) }]));
    const session = await onlySessionAt(slot);
    // Ben is absent the same day without a report: he stays unexcused.
    await send(
      coCoach,
      sheet(slot, [
        { id: m.cleo!, isAbsent: true, changedAt: at(slot, 10) },
        { id: m.ben!, isAbsent: true, changedAt: at(slot, 10) },
      ]),
    );
    expect((await rowsOf(session.id)).get(m.cleo!)).toMatchObject({ is_absent: 1, is_excused: 1 });
    expect((await rowsOf(session.id)).get(m.ben!)).toMatchObject({ is_absent: 1, is_excused: 0 });
    await send(coach, sheet(slot, [{ id: m.cleo!, isAbsent: false, changedAt: at(slot, 15) }]));
    expect((await rowsOf(session.id)).get(m.cleo!)).toMatchObject({ is_absent: 0, is_excused: 0 });
  });
});

describe('the time a change counts as made', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it('is the phone’s up to the tolerance ahead, else now', () => {
    expect(changeTimeOf(undefined, now)).toBe(now.toISOString());
    expect(changeTimeOf('2026-11-21T09:00:00.000Z', now)).toBe('2026-11-21T09:00:00.000Z');
    expect(changeTimeOf('2026-11-21T10:05:00.000Z', now)).toBe('2026-11-21T10:05:00.000Z');
    expect(changeTimeOf('2026-11-21T10:05:00.001Z', now)).toBe(now.toISOString());
  });
});
