import { auditLogPageSchema, type AuditEntryDto, type Page } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroup,
  buildGuardian,
  buildMember,
  buildSection,
  buildSubGroup,
  buildSubscription,
  systemIds,
} from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { createTryout } from '../tryouts/test-data.js';

describe('audit log', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN'], { firstName: 'Alice', lastName: 'Admin' });
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
  });
  afterAll(() => t.close());

  const audit = (query = '', who: StaffMember = admin) => t.call({ method: 'GET', url: `/api/audit${query}`, headers: who.headers });
  const rows = () => t.deps.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const lastRow = async () => (await rows()).at(-1);

  it('records a role change with who, what and when, and the new roles', async () => {
    const user = await t.staff(['COACH']);
    t.clock.set('2026-11-21T10:00:00.000Z');
    const response = await t.call({
      method: 'POST',
      url: `/api/coach/${user.id}/roles`,
      headers: admin.headers,
      payload: { roles: ['COACH', 'SECTION_MANAGER'] },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastRow()).toMatchObject({
      action: 'ROLES_CHANGED',
      target_type: 'USER',
      target_id: user.id,
      actor_id: admin.id,
      actor_login: admin.login,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(JSON.parse((await lastRow())!.details!)).toEqual({ roles: ['COACH', 'SECTION_MANAGER'] });
  });

  it('writes nothing when the change is refused', async () => {
    const before = (await rows()).length;
    expect(
      (await t.call({ method: 'POST', url: '/api/coach/987654/roles', headers: admin.headers, payload: { roles: ['COACH'] } })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${admin.id}`, headers: admin.headers })).statusCode).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: `/api/coach/${coach.id}/roles`, headers: manager.headers, payload: { roles: ['ADMIN'] } }))
        .statusCode,
    ).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  it('records the deletion of a user, a section, a group, a sub-group and a test', async () => {
    const user = await t.staff(['COACH']);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${user.id}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await lastRow()).toMatchObject({ action: 'USER_DELETED', target_type: 'USER', target_id: user.id, actor_id: admin.id });

    const section = await buildSection(t.deps.db);
    expect((await t.call({ method: 'DELETE', url: `/api/section/${section}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await lastRow()).toMatchObject({ action: 'SECTION_DELETED', target_type: 'SECTION', target_id: section });

    const group = await buildGroup(t.deps.db);
    await buildMember(t.deps.db, { groupId: group });
    expect((await t.call({ method: 'DELETE', url: `/api/group/${group}`, headers: admin.headers })).statusCode).toBe(204);
    const groupRow = await lastRow();
    expect(groupRow).toMatchObject({ action: 'GROUP_DELETED', target_type: 'GROUP', target_id: group });
    expect(JSON.parse(groupRow!.details!)).toEqual({ movedMembers: 1 });

    const owner = await buildGroup(t.deps.db);
    const subGroup = await buildSubGroup(t.deps.db, owner);
    expect((await t.call({ method: 'DELETE', url: `/api/group/${owner}/subgroup/${subGroup}`, headers: manager.headers })).statusCode).toBe(
      204,
    );
    expect(await lastRow()).toMatchObject({
      action: 'SUB_GROUP_DELETED',
      target_type: 'SUB_GROUP',
      target_id: subGroup,
      actor_id: manager.id,
    });

    const test = await createTryout(t, admin.headers);
    expect((await t.call({ method: 'DELETE', url: `/api/test/${test}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await lastRow()).toMatchObject({ action: 'TEST_DELETED', target_type: 'TEST', target_id: test });
  });

  it('records each member deleted, alone, in bulk or from the removed-members group, without their name', async () => {
    const one = await buildMember(t.deps.db, { firstName: 'Ondine', lastName: 'Supprimée' });
    expect((await t.call({ method: 'DELETE', url: `/api/subscription/student/${one}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await lastRow()).toMatchObject({ action: 'MEMBER_DELETED', target_type: 'MEMBER', target_id: one });

    const bulk = [await buildMember(t.deps.db), await buildMember(t.deps.db)];
    const before = (await rows()).length;
    expect(
      (await t.call({ method: 'POST', url: '/api/subscription/student/bulk/delete', headers: admin.headers, payload: { ids: bulk } }))
        .statusCode,
    ).toBe(200);
    const added = (await rows()).slice(before);
    expect(added.map((r) => [r.action, r.target_id])).toEqual(bulk.map((id) => ['MEMBER_DELETED', id]));

    const { removedGroup } = await systemIds(t.deps.db);
    const guardian = await buildGuardian(t.deps.db);
    // With contact info of their own: the removed-members group deletes only those (docs/product.md#groups).
    const removed = await buildMember(t.deps.db, {
      groupId: removedGroup,
      guardianId: guardian,
      firstName: 'Rémi',
      lastName: 'Parti',
      email: 'remi@example.com',
    });
    await buildSubscription(t.deps.db, removed);
    const response = await t.call({
      method: 'POST',
      url: `/api/group/${removedGroup}/students/delete`,
      headers: admin.headers,
      payload: { students: [removed] },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastRow()).toMatchObject({ action: 'MEMBER_DELETED', target_type: 'MEMBER', target_id: removed });

    const dump = JSON.stringify(await rows());
    for (const name of ['Ondine', 'Supprimée', 'Rémi', 'Parti']) expect(dump).not.toContain(name);
  });

  it('records who downloaded the members spreadsheet and an attendance export', async () => {
    expect((await t.call({ method: 'GET', url: '/api/student/export', headers: admin.headers })).statusCode).toBe(200);
    expect(await lastRow()).toMatchObject({ action: 'EXPORT_VIEWED', target_type: 'MEMBERS_EXPORT', actor_id: admin.id });

    const group = await buildGroup(t.deps.db, { coaches: [coach.id] });
    const period = `startDate=${Date.parse('2026-11-01T00:00:00.000Z')}&endDate=${Date.parse('2026-11-30T00:00:00.000Z')}`;
    const response = await t.call({ method: 'GET', url: `/api/session/rates/export?groupId=${group}&${period}`, headers: coach.headers });
    expect(response.statusCode).toBe(200);
    expect(await lastRow()).toMatchObject({
      action: 'EXPORT_VIEWED',
      target_type: 'ATTENDANCE_EXPORT',
      target_id: group,
      actor_id: coach.id,
    });

    // A refused export leaves no row.
    const before = (await rows()).length;
    const other = await buildGroup(t.deps.db);
    expect(
      (await t.call({ method: 'GET', url: `/api/session/rates/export?groupId=${other}&${period}`, headers: coach.headers })).statusCode,
    ).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  it('lists the log to admins, newest first, paged, with the actor, and filtered by action', async () => {
    const response = await audit('?pageSize=3');
    expect(response.statusCode).toBe(200);
    // The answer holds to the contract the web reads it with.
    const page = auditLogPageSchema.parse(response.json());
    const all = await rows();
    expect(page.total).toBe(all.length);
    expect(page.rows.map((r) => r.id)).toEqual(
      all
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    );
    expect(page.page).toBe(1);

    const second = (await audit('?pageSize=3&page=2')).json<Page<AuditEntryDto>>();
    expect(second.rows.map((r) => r.id)).toEqual(
      all
        .slice(-6, -3)
        .reverse()
        .map((r) => r.id),
    );

    const roles = (await audit('?action=ROLES_CHANGED')).json<Page<AuditEntryDto>>();
    expect(roles.total).toBe(1);
    expect(roles.rows[0]).toMatchObject({
      action: 'ROLES_CHANGED',
      targetType: 'USER',
      actor: { id: admin.id, login: admin.login, firstName: 'Alice', lastName: 'Admin' },
      details: { roles: ['COACH', 'SECTION_MANAGER'] },
    });
  });

  it('names the season and the group of an entry, and keeps the id of a group deleted since', async () => {
    const season = await t.deps.db.selectFrom('seasons').select(['id', 'label']).where('is_current', '=', 1).executeTakeFirstOrThrow();
    expect((await t.call({ method: 'GET', url: '/api/student/export?lastName=dup', headers: admin.headers })).statusCode).toBe(200);
    const exported = (await audit('?action=EXPORT_VIEWED&pageSize=1')).json<Page<AuditEntryDto>>();
    expect(exported.rows[0]!.details).toEqual({ season: season.label, filters: ['lastName'] });
    // The log itself keeps the id: a season or a group may be renamed.
    expect(JSON.parse((await lastRow())!.details!)).toEqual({ seasonId: season.id, filters: ['lastName'] });

    const owner = await buildGroup(t.deps.db, { name: 'Poussins du mardi' });
    const subGroup = await buildSubGroup(t.deps.db, owner);
    expect((await t.call({ method: 'DELETE', url: `/api/group/${owner}/subgroup/${subGroup}`, headers: admin.headers })).statusCode).toBe(
      204,
    );
    const named = (await audit('?action=SUB_GROUP_DELETED&pageSize=1')).json<Page<AuditEntryDto>>();
    expect(named.rows[0]!.details).toEqual({ group: 'Poussins du mardi' });

    expect((await t.call({ method: 'DELETE', url: `/api/group/${owner}`, headers: admin.headers })).statusCode).toBe(204);
    const gone = (await audit('?action=SUB_GROUP_DELETED&pageSize=1')).json<Page<AuditEntryDto>>();
    expect(gone.rows[0]!.details).toEqual({ groupId: owner });
  });

  it('keeps the login of an actor whose account was deleted', async () => {
    const otherAdmin = await t.staff(['ADMIN']);
    const user = await t.staff(['COACH']);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${user.id}`, headers: otherAdmin.headers })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${otherAdmin.id}`, headers: admin.headers })).statusCode).toBe(204);
    const page = (await audit('?action=USER_DELETED&pageSize=2')).json<Page<AuditEntryDto>>();
    expect(page.rows[1]!.actor).toEqual({ id: otherAdmin.id, login: otherAdmin.login, firstName: null, lastName: null });
  });

  it('refuses bad filters and every role but admin', async () => {
    expect((await audit('?action=DROP_TABLE')).statusCode).toBe(400);
    expect((await audit('?page=0')).statusCode).toBe(400);
    expect((await audit('?pageSize=500')).statusCode).toBe(400);
    expect((await audit('', manager)).statusCode).toBe(403);
    expect((await audit('', coach)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});
