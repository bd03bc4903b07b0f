import type { SubGroupDto, SubGroupOverviewDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

describe('sub-groups (the sub-group screens and the /group/{id}/subgroup/ calls)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let assistant: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH'], { firstName: 'Paul', lastName: 'Arnaud' });
    assistant = await t.staff(['COACH'], { firstName: 'Zoé', lastName: 'Zidane' });
  });
  afterAll(() => t.close());

  const create = (groupId: number, payload: Record<string, unknown>, headers = manager.headers) =>
    t.call({ method: 'POST', url: `/api/group/${groupId}/subgroup/`, headers, payload });

  it('creates sub-groups with coaches and lists them', async () => {
    const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
    const response = await create(group, { name: 'Ligne 2', coaches: [coach.id, assistant.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Ligne 2',
      coaches: [
        { id: coach.id, firstName: 'Paul', lastName: 'Arnaud' },
        { id: assistant.id, firstName: 'Zoé', lastName: 'Zidane' },
      ],
    });
    await create(group, { name: 'Ligne 1', coaches: [coach.id] }, admin.headers);
    const list = await t.call({ method: 'GET', url: `/api/group/${group}/subgroup/`, headers: coach.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<SubGroupDto[]>().map((s) => s.name)).toEqual(['Ligne 1', 'Ligne 2']);
  });

  it.each([
    [{ name: '', coaches: [1] }, { name: 'SUB_GROUP_NAME_ERROR' }],
    [{ coaches: [1] }, { name: 'SUB_GROUP_NAME_ERROR' }],
    [{ name: 'Ligne <1>', coaches: [1] }, { name: 'SUB_GROUP_NAME_ERROR' }],
    [{ name: 'Ligne 3', coaches: [] }, { coaches: 'SUB_GROUP_COACH_ERROR' }],
    [{ name: 'Ligne 3' }, { coaches: 'SUB_GROUP_COACH_ERROR' }],
    [{ name: 'Ligne 3', coaches: [999999] }, { coaches: 'SUB_GROUP_COACH_ERROR' }],
  ])('refuses %j', async (payload, fields) => {
    const group = await buildGroup(t.deps.db);
    const response = await create(group, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
  });

  it('refuses a second sub-group with the same name in a group, an unknown group, and coaches', async () => {
    const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
    await create(group, { name: 'Débutants', coaches: [coach.id] });
    const twice = await create(group, { name: 'débutants', coaches: [coach.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ fields: { name: 'NAME_TAKEN' } });
    expect((await create(999999, { name: 'X', coaches: [coach.id] })).statusCode).toBe(404);
    expect((await create(group, { name: 'X', coaches: [coach.id] }, coach.headers)).statusCode).toBe(403);
    // A coach lists only the sub-groups of their own groups.
    const other = await buildGroup(t.deps.db);
    expect((await t.call({ method: 'GET', url: `/api/group/${other}/subgroup/`, headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/group/999999/subgroup/', headers: admin.headers })).statusCode).toBe(404);
  });

  it('deletes a sub-group, its students staying in the group', async () => {
    const group = await buildGroup(t.deps.db);
    const sub = await buildSubGroup(t.deps.db, group, { coaches: [coach.id] });
    const member = await buildMember(t.deps.db, { groupId: group, subGroupId: sub });
    const otherGroup = await buildGroup(t.deps.db);
    expect((await t.call({ method: 'DELETE', url: `/api/group/${otherGroup}/subgroup/${sub}`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'DELETE', url: `/api/group/${group}/subgroup/${sub}`, headers: coach.headers })).statusCode).toBe(403);
    const response = await t.call({ method: 'DELETE', url: `/api/group/${group}/subgroup/${sub}`, headers: manager.headers });
    expect(response.statusCode).toBe(204);
    const row = await t.deps.db
      .selectFrom('members')
      .select(['group_id', 'sub_group_id'])
      .where('id', '=', member)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ group_id: group, sub_group_id: null });
    expect((await t.call({ method: 'DELETE', url: `/api/group/${group}/subgroup/${sub}`, headers: manager.headers })).statusCode).toBe(404);
  });

  it("gives the overview: name, sub-groups, coaches (the group's first) and students by last name", async () => {
    const group = await buildGroup(t.deps.db, { name: 'Benjamins B', coaches: [assistant.id] });
    const sub = await buildSubGroup(t.deps.db, group, { name: 'Ligne A', coaches: [assistant.id] });
    const b = await buildMember(t.deps.db, { groupId: group, lastName: 'Blanc', subGroupId: sub, birthDate: '2013-05-02' });
    const a = await buildMember(t.deps.db, { groupId: group, lastName: 'Aubert' });
    const response = await t.call({ method: 'GET', url: `/api/group/${group}/subgroup/overview`, headers: manager.headers });
    expect(response.statusCode).toBe(200);
    const overview = response.json<SubGroupOverviewDto>();
    expect(overview.name).toBe('Benjamins B');
    expect(overview.subGroups).toEqual([
      { id: sub, name: 'Ligne A', coaches: [{ id: assistant.id, firstName: 'Zoé', lastName: 'Zidane' }] },
    ]);
    expect(overview.coaches[0]).toEqual({ id: assistant.id, firstName: 'Zoé', lastName: 'Zidane', groupCoach: true });
    expect(overview.coaches.map((c) => c.id)).toContain(coach.id);
    expect(overview.coaches.map((c) => c.id)).not.toContain(admin.id);
    expect(overview.students).toEqual([
      { id: a, firstName: 'Léa', lastName: 'Aubert', birthDate: '2014-03-15', subGroupId: null },
      { id: b, firstName: 'Léa', lastName: 'Blanc', birthDate: '2013-05-02', subGroupId: sub },
    ]);
    expect((await t.call({ method: 'GET', url: `/api/group/${group}/subgroup/overview`, headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/group/999999/subgroup/overview', headers: admin.headers })).statusCode).toBe(404);
  });
});
