import type { ApiErrorBody, BulkMovedStudentsDto, DeleteStudentsResultDto, MovedStudentsDto, StudentSubGroupDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubGroup, buildSubscription, type SystemIds } from '../../test/factories/index.js';
import type { StaffMember, TestApp } from '../../test/harness.js';
import { createStaffTestApp } from '../../test/staff-app.js';

describe('moving and deleting members (docs/product.md#groups, #roles)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let ids: SystemIds;
  beforeAll(async () => {
    ({ t, admin, manager, coach, ids } = await createStaffTestApp());
  });
  afterAll(() => t.close());

  const member = (id: number) =>
    t.deps.db
      .selectFrom('members')
      .select(['group_id', 'sub_group_id', 'next_year_group_id', 'left_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  const move = (payload: Record<string, unknown>, headers = manager.headers) =>
    t.call({ method: 'PATCH', url: '/api/student/group', headers, payload });

  describe('PATCH /student/group', () => {
    it('sends students to the removed-members group by default, out of their sub-group', async () => {
      const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
      const sub = await buildSubGroup(t.deps.db, group);
      const next = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: group, subGroupId: sub, nextYearGroupId: next });
      const b = await buildMember(t.deps.db, { groupId: group });
      const response = await move({ students: [a, b] });
      expect(response.statusCode).toBe(200);
      expect(response.json<MovedStudentsDto>()).toEqual({ moved: 2, groupId: ids.removedGroup });
      expect(await member(a)).toEqual({
        group_id: ids.removedGroup,
        sub_group_id: null,
        next_year_group_id: null,
        left_at: t.clock.now().toISOString(),
      });
      expect((await member(b))?.group_id).toBe(ids.removedGroup);
    });

    it('moves students to a chosen group, keeping a next-year choice the new group also offers', async () => {
      const target = await buildGroup(t.deps.db);
      const keep = await buildGroup(t.deps.db);
      const drop = await buildGroup(t.deps.db);
      await t.deps.db.insertInto('group_next').values({ group_id: target, possible_group_id: keep }).execute();
      const from = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: from, nextYearGroupId: keep });
      const b = await buildMember(t.deps.db, { groupId: ids.removedGroup, nextYearGroupId: drop });
      await t.deps.db.updateTable('members').set({ left_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', b).execute();
      const response = await move({ groupId: target, students: [a, b] }, admin.headers);
      expect(response.json<MovedStudentsDto>()).toEqual({ moved: 2, groupId: target });
      expect(await member(a)).toMatchObject({ group_id: target, next_year_group_id: keep });
      // Back in an ordinary group: no longer counted as having left.
      expect(await member(b)).toMatchObject({ group_id: target, next_year_group_id: null, left_at: null });
    });

    it("carries the current season's subscription to an ordinary group, not to the removed-members group", async () => {
      const from = await buildGroup(t.deps.db);
      const target = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: from });
      const current = await buildSubscription(t.deps.db, a, { groupId: from });
      const past = await t.deps.db
        .insertInto('seasons')
        .values({ label: '2019-2020', start_date: '2019-09-01', end_date: '2020-08-31', is_current: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const old = await t.deps.db
        .insertInto('subscriptions')
        .values({
          member_id: a,
          season_id: past.id,
          group_id: from,
          state: 'DONE',
          created_at: '2019-09-01T00:00:00.000Z',
          updated_at: '2019-09-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const groupOf = async (id: number) =>
        (await t.deps.db.selectFrom('subscriptions').select('group_id').where('id', '=', id).executeTakeFirstOrThrow()).group_id;

      expect((await move({ groupId: target, students: [a] }, admin.headers)).statusCode).toBe(200);
      expect(await groupOf(current)).toBe(target);
      expect(await groupOf(old.id)).toBe(from);

      expect((await move({ students: [a] }, admin.headers)).statusCode).toBe(200);
      expect(await groupOf(current)).toBe(target);
    });

    it('refuses unknown students or groups, changing nothing, and coaches', async () => {
      const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
      const a = await buildMember(t.deps.db, { groupId: group });
      const unknownStudent = await move({ students: [a, 999999] });
      expect(unknownStudent.statusCode).toBe(400);
      expect(unknownStudent.json()).toMatchObject({ fields: { 'students.1': 'INVALID_VALUE' } });
      const unknownGroup = await move({ groupId: 999999, students: [a] });
      expect(unknownGroup.json()).toMatchObject({ fields: { groupId: 'INVALID_VALUE' } });
      expect((await move({ students: [] })).json()).toMatchObject({ fields: { students: 'INVALID_VALUE' } });
      expect((await move({})).statusCode).toBe(400);
      expect((await move({ students: [a] }, coach.headers)).statusCode).toBe(403);
      expect((await member(a))?.group_id).toBe(group);
    });
  });

  describe('PATCH /student/bulk/group', () => {
    it('moves each student to its own group in one go', async () => {
      const g1 = await buildGroup(t.deps.db);
      const g2 = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: ids.noneGroup });
      const b = await buildMember(t.deps.db, { groupId: null });
      const response = await t.call({
        method: 'PATCH',
        url: '/api/student/bulk/group',
        headers: admin.headers,
        payload: {
          students: [
            { id: a, groupId: g1 },
            { id: b, groupId: g2 },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<BulkMovedStudentsDto>()).toEqual({ moved: 2 });
      expect((await member(a))?.group_id).toBe(g1);
      expect((await member(b))?.group_id).toBe(g2);
    });

    it('moves nobody when one line is wrong', async () => {
      const g1 = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: ids.noneGroup });
      const b = await buildMember(t.deps.db, { groupId: ids.noneGroup });
      const response = await t.call({
        method: 'PATCH',
        url: '/api/student/bulk/group',
        headers: manager.headers,
        payload: {
          students: [
            { id: a, groupId: g1 },
            { id: b, groupId: 999999 },
            { id: 999998, groupId: g1 },
          ],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { 'students.1.groupId': 'INVALID_VALUE', 'students.2.id': 'INVALID_VALUE' } });
      expect((await member(a))?.group_id).toBe(ids.noneGroup);
      const malformed = await t.call({
        method: 'PATCH',
        url: '/api/student/bulk/group',
        headers: manager.headers,
        payload: { students: [{ id: a }] },
      });
      expect(malformed.statusCode).toBe(400);
      const byCoach = await t.call({
        method: 'PATCH',
        url: '/api/student/bulk/group',
        headers: coach.headers,
        payload: { students: [{ id: a, groupId: g1 }] },
      });
      expect(byCoach.statusCode).toBe(403);
    });
  });

  describe('PATCH /student/{id}/subgroup', () => {
    it('puts a student in a sub-group of their group, and null takes them out', async () => {
      const group = await buildGroup(t.deps.db);
      const sub = await buildSubGroup(t.deps.db, group);
      const a = await buildMember(t.deps.db, { groupId: group });
      const url = `/api/student/${a}/subgroup`;
      const set = await t.call({ method: 'PATCH', url, headers: manager.headers, payload: { subGroupId: sub } });
      expect(set.statusCode).toBe(200);
      expect(set.json<StudentSubGroupDto>()).toEqual({ id: a, subGroupId: sub });
      expect((await member(a))?.sub_group_id).toBe(sub);
      const cleared = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { subGroupId: null } });
      expect(cleared.json<StudentSubGroupDto>()).toEqual({ id: a, subGroupId: null });
      expect((await member(a))?.sub_group_id).toBeNull();
    });

    it('refuses a sub-group of another group, an unknown student and coaches', async () => {
      const group = await buildGroup(t.deps.db);
      const foreign = await buildSubGroup(t.deps.db, await buildGroup(t.deps.db));
      const a = await buildMember(t.deps.db, { groupId: group });
      const url = `/api/student/${a}/subgroup`;
      const wrong = await t.call({ method: 'PATCH', url, headers: manager.headers, payload: { subGroupId: foreign } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ fields: { subGroupId: 'INVALID_VALUE' } });
      expect((await t.call({ method: 'PATCH', url, headers: manager.headers, payload: {} })).statusCode).toBe(400);
      const missing = await t.call({
        method: 'PATCH',
        url: '/api/student/999999/subgroup',
        headers: manager.headers,
        payload: { subGroupId: null },
      });
      expect(missing.statusCode).toBe(404);
      expect((await t.call({ method: 'PATCH', url, headers: coach.headers, payload: { subGroupId: null } })).statusCode).toBe(403);
    });
  });

  describe('POST /group/{id}/students/delete (permanent deletion)', () => {
    const remove = (groupId: number, students: unknown, headers = manager.headers) =>
      t.call({ method: 'POST', url: `/api/group/${groupId}/students/delete`, headers, payload: { students } });

    it('deletes removed members for good: the member, subscriptions and history, tests, attendance, lone guardians', async () => {
      const db = t.deps.db;
      const group = await buildGroup(db);
      const shared = await buildGuardian(db);
      const lone = await buildGuardian(db);
      const leaving = await buildMember(db, { groupId: group, guardianId: lone, email: 'leaving@example.com' });
      const sibling = await buildMember(db, { groupId: group, guardianId: shared, email: 'sibling@example.com' });
      const staying = await buildMember(db, { groupId: group, guardianId: shared });
      const subscription = await buildSubscription(db, leaving, { groupId: group, state: 'DONE' });
      await buildSubscription(db, sibling, { groupId: group });
      const test = await db
        .insertInto('tests')
        .values({
          scheduled_at: '2026-12-01T10:00:00.000Z',
          capacity: 5,
          min_birth_year: 2010,
          max_birth_year: 2016,
          type_id: 9,
          location: 'Stade',
          created_at: '2026-11-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('test_members')
        .values({ test_id: test.id, member_id: leaving, assigned_at: '2026-11-01T00:00:00.000Z' })
        .execute();
      const session = await db
        .insertInto('training_sessions')
        .values({ group_id: group, date: '2026-11-02T18:00:00.000Z', created_at: '2026-11-02T20:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('attendances').values({ session_id: session.id, member_id: leaving, is_absent: 0, is_late: 1 }).execute();

      await move({ students: [leaving, sibling] });
      const response = await remove(ids.removedGroup, [leaving, sibling]);
      expect(response.statusCode).toBe(200);
      expect(response.json<DeleteStudentsResultDto>()).toEqual({ deleted: 2, kept: 0, deletedIds: [leaving, sibling], keptIds: [] });

      expect(await db.selectFrom('members').select('id').where('id', 'in', [leaving, sibling]).execute()).toEqual([]);
      expect(await db.selectFrom('subscriptions').select('id').where('member_id', 'in', [leaving, sibling]).execute()).toEqual([]);
      expect(await db.selectFrom('subscription_state_changes').select('id').where('subscription_id', '=', subscription).execute()).toEqual(
        [],
      );
      expect(await db.selectFrom('test_members').select('test_id').where('member_id', '=', leaving).execute()).toEqual([]);
      expect(await db.selectFrom('attendances').select('session_id').where('member_id', '=', leaving).execute()).toEqual([]);
      // The lone guardian is gone; the one still caring for a member stays.
      expect(await db.selectFrom('guardians').select('id').where('id', '=', lone).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('guardians').select('id').where('id', '=', shared).executeTakeFirst()).toEqual({ id: shared });
      expect((await member(staying))?.group_id).toBe(group);
    });

    it('deletes only the selected members with contact info (docs/product.md#groups), keeps the others and says which', async () => {
      const db = t.deps.db;
      const withEmail = await buildMember(db, { groupId: ids.removedGroup, email: 'ancien@example.com' });
      const withPhone = await buildMember(db, { groupId: ids.removedGroup });
      await db.updateTable('members').set({ phone_number: '0612345678' }).where('id', '=', withPhone).execute();
      const guardian = await buildGuardian(db);
      // A guardian's contact is the guardian's, not the member's own contact info.
      const onlyGuardian = await buildMember(db, { groupId: ids.removedGroup, guardianId: guardian });
      const none = await buildMember(db, { groupId: ids.removedGroup });
      const blank = await buildMember(db, { groupId: ids.removedGroup, email: '' });
      const keptSubscription = await buildSubscription(db, none);

      const response = await remove(ids.removedGroup, [withEmail, onlyGuardian, withPhone, none, blank]);
      expect(response.statusCode).toBe(200);
      expect(response.json<DeleteStudentsResultDto>()).toEqual({
        deleted: 2,
        deletedIds: [withEmail, withPhone],
        kept: 3,
        keptIds: [onlyGuardian, none, blank],
      });

      const left = await db
        .selectFrom('members')
        .select('id')
        .where('id', 'in', [withEmail, withPhone, onlyGuardian, none, blank])
        .orderBy('id')
        .execute();
      expect(left.map((m) => m.id)).toEqual([onlyGuardian, none, blank].sort((a, b) => a - b));
      expect(await db.selectFrom('subscriptions').select('id').where('id', '=', keptSubscription).executeTakeFirst()).toEqual({
        id: keptSubscription,
      });
      expect(await db.selectFrom('guardians').select('id').where('id', '=', guardian).executeTakeFirst()).toEqual({ id: guardian });
      expect((await member(none))?.group_id).toBe(ids.removedGroup);
    });

    it('refuses to delete from any other group (409) or students who are not removed (400)', async () => {
      const group = await buildGroup(t.deps.db);
      const a = await buildMember(t.deps.db, { groupId: group });
      const elsewhere = await remove(group, [a]);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json<ApiErrorBody>().message).toMatch(/removed-members group/);
      expect((await remove(ids.noneGroup, [a])).statusCode).toBe(409);
      const notRemoved = await remove(ids.removedGroup, [a]);
      expect(notRemoved.statusCode).toBe(400);
      expect(notRemoved.json()).toMatchObject({ fields: { 'students.0': 'INVALID_VALUE' } });
      expect((await remove(ids.removedGroup, [999999])).statusCode).toBe(400);
      expect((await remove(ids.removedGroup, [])).statusCode).toBe(400);
      expect((await remove(999999, [a])).statusCode).toBe(404);
      expect((await member(a))?.group_id).toBe(group);
    });

    it('is for admins and section managers only', async () => {
      const a = await buildMember(t.deps.db, { groupId: ids.removedGroup });
      expect((await remove(ids.removedGroup, [a], coach.headers)).statusCode).toBe(403);
      expect((await remove(ids.removedGroup, [a], admin.headers)).statusCode).toBe(200);
    });
  });
});
