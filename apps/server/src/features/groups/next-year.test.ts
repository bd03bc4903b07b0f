import type { GroupDetailsDto, NextGroupDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, type SystemIds } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createStaffTestApp } from '../../test/staff-app.js';

describe('next-year groups (the next-year screen, /group/{id}/next)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let ids: SystemIds;
  beforeAll(async () => {
    ({ t, admin, manager, coach, ids } = await createStaffTestApp());
  });
  afterAll(() => t.close());

  const toggle = (groupId: number, possibleGroupId: unknown, headers = manager.headers) =>
    t.call({ method: 'POST', url: `/api/group/${groupId}/next`, headers, payload: { possibleGroupId } });
  const setStudents = (groupId: number, students: unknown, headers = manager.headers) =>
    t.call({ method: 'POST', url: `/api/group/${groupId}/next/students`, headers, payload: { students } });

  it('lists every ordinary group with its "possible" flag, and toggles one at a time', async () => {
    const group = await buildGroup(t.deps.db, { name: 'Poussins A', coaches: [coach.id] });
    const benjamins = await buildGroup(t.deps.db, { name: 'Benjamins A' });
    const minimes = await buildGroup(t.deps.db, { name: 'Minimes A' });

    const initial = await t.call({ method: 'GET', url: `/api/group/${group}/next`, headers: coach.headers });
    expect(initial.statusCode).toBe(200);
    const options = initial.json<NextGroupDto[]>();
    expect(options.every((o) => !o.possible)).toBe(true);
    // "Aucun" and the removed-members group are no next-year destination: null ("Aucune") is.
    expect(options.map((o) => o.id)).not.toContain(ids.noneGroup);
    expect(options.map((o) => o.id)).not.toContain(ids.removedGroup);

    const added = await toggle(group, benjamins);
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json<NextGroupDto[]>()
        .filter((o) => o.possible)
        .map((o) => o.id),
    ).toEqual([benjamins]);
    await toggle(group, group);
    await toggle(group, minimes, admin.headers);
    const removed = await toggle(group, minimes);
    expect(
      removed
        .json<NextGroupDto[]>()
        .filter((o) => o.possible)
        .map((o) => o.id)
        .sort(),
    ).toEqual([benjamins, group].sort());
    const details = await t.call({ method: 'GET', url: `/api/group/${group}`, headers: admin.headers });
    expect(
      details
        .json<GroupDetailsDto>()
        .nextGroups.map((g) => g.id)
        .sort(),
    ).toEqual([benjamins, group].sort());
  });

  it('refuses protected, unknown or malformed possible groups, and coaches', async () => {
    const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
    for (const bad of [ids.noneGroup, ids.removedGroup, 999999]) {
      const response = await toggle(group, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { possibleGroupId: 'INVALID_VALUE' } });
    }
    expect((await toggle(group, 'x')).statusCode).toBe(400);
    expect((await toggle(999999, group)).statusCode).toBe(404);
    expect((await toggle(group, group, coach.headers)).statusCode).toBe(403);
    const other = await buildGroup(t.deps.db);
    expect((await t.call({ method: 'GET', url: `/api/group/${other}/next`, headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/group/999999/next', headers: admin.headers })).statusCode).toBe(404);
  });

  it('sets each student\'s next-year group among the possible ones, null meaning "Aucune"', async () => {
    const target = await buildGroup(t.deps.db);
    const group = await buildGroup(t.deps.db, { nextGroups: [target] });
    const a = await buildMember(t.deps.db, { groupId: group });
    const b = await buildMember(t.deps.db, { groupId: group, nextYearGroupId: target });
    const response = await setStudents(group, [
      { id: a, nextYearGroupId: target },
      { id: b, nextYearGroupId: null },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    const rows = await t.deps.db
      .selectFrom('members')
      .select(['id', 'next_year_group_id'])
      .where('id', 'in', [a, b])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a, next_year_group_id: target },
      { id: b, next_year_group_id: null },
    ]);

    // Removing a possible group takes it back from the students who had it.
    await toggle(group, target);
    const after = await t.deps.db.selectFrom('members').select('next_year_group_id').where('id', '=', a).executeTakeFirstOrThrow();
    expect(after.next_year_group_id).toBeNull();
  });

  it('refuses a group that is not possible and a student of another group, changing nothing', async () => {
    const target = await buildGroup(t.deps.db);
    const notPossible = await buildGroup(t.deps.db);
    const group = await buildGroup(t.deps.db, { nextGroups: [target] });
    const mine = await buildMember(t.deps.db, { groupId: group });
    const stranger = await buildMember(t.deps.db, { groupId: target });

    const wrongGroup = await setStudents(group, [
      { id: mine, nextYearGroupId: target },
      { id: mine, nextYearGroupId: notPossible },
    ]);
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toMatchObject({ fields: { 'students.1.nextYearGroupId': 'NEXT_YEAR_GROUP_ERROR' } });
    const wrongStudent = await setStudents(group, [{ id: stranger, nextYearGroupId: target }]);
    expect(wrongStudent.json()).toMatchObject({ fields: { 'students.0.id': 'INVALID_VALUE' } });
    const row = await t.deps.db.selectFrom('members').select('next_year_group_id').where('id', '=', mine).executeTakeFirstOrThrow();
    expect(row.next_year_group_id).toBeNull();

    expect((await setStudents(group, [])).statusCode).toBe(400);
    expect((await setStudents(group, [{ id: mine }])).statusCode).toBe(400);
    expect((await setStudents(999999, [{ id: mine, nextYearGroupId: null }])).statusCode).toBe(404);
    expect((await setStudents(group, [{ id: mine, nextYearGroupId: null }], coach.headers)).statusCode).toBe(403);
  });
});
