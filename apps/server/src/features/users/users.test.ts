import type { CoachedGroupDto, CreatedUserDto, LoginResponse, RoleDto, RoleHolderDto, UserDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

describe('staff accounts', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const createUser = (payload: unknown, headers = admin.headers) =>
    t.call({ method: 'POST', url: '/api/coach/', headers, payload: payload as Record<string, unknown> });

  it('creates a user with the login rule and the default password, who must change it first', async () => {
    const response = await createUser({ firstName: 'Jean', lastName: 'Dupont', roles: ['COACH'] });
    expect(response.statusCode).toBe(201);
    const user = response.json<CreatedUserDto>();
    expect(user.login).toBe('jdupont');
    expect(user.defaultPassword).toBe('DupontJean');
    expect(user.roles.map((r) => r.name)).toEqual(['COACH']);

    const clash = await createUser({ firstName: 'Jeanne', lastName: 'Du Pont', roles: ['COACH'] });
    expect(clash.json<CreatedUserDto>().login).toBe('jdupont2');

    const login = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: 'jdupont', password: 'DupontJean' } });
    expect(login.statusCode).toBe(200);
    const body = login.json<LoginResponse>();
    expect(body.mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${body.token.access}` };
    const blocked = await t.call({ method: 'GET', url: '/api/role/', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const sameAsOld = await t.call({
      method: 'POST',
      url: '/api/coach/update/password',
      headers,
      payload: { login: 'jdupont', password: 'DupontJean', oldPassword: 'DupontJean' },
    });
    expect(sameAsOld.statusCode).toBe(400);
    const tooShort = await t.call({
      method: 'POST',
      url: '/api/coach/update/password',
      headers,
      payload: { login: 'jdupont', password: 'short', oldPassword: 'DupontJean' },
    });
    expect(tooShort.json()).toMatchObject({ fields: { password: 'PASSWORD_TOO_SHORT' } });
    const wrongOld = await t.call({
      method: 'POST',
      url: '/api/coach/update/password',
      headers,
      payload: { login: 'jdupont', password: 'a new long password', oldPassword: 'wrong' },
    });
    expect(wrongOld.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: { oldPassword: 'WRONG_PASSWORD' } });

    const changed = await t.call({
      method: 'POST',
      url: '/api/coach/update/password',
      headers,
      payload: { login: 'jdupont', password: 'a new long password', oldPassword: 'DupontJean' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<LoginResponse>();
    expect(fresh.mustChangePassword).toBe(false);
    // The old session ended; the new one works.
    expect((await t.call({ method: 'GET', url: '/api/role/', headers })).statusCode).toBe(401);
    const ok = await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${fresh.token.access}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<RoleDto[]>()).toEqual([
      { id: 1, name: 'ADMIN' },
      { id: 2, name: 'COACH' },
      { id: 3, name: 'SECTION_MANAGER' },
    ]);
  });

  it.each([
    [{ firstName: '', lastName: 'Dupont', roles: ['COACH'] }, { firstName: 'FIRST_NAME_ERROR' }],
    [{ firstName: 'Jean<script>', lastName: 'Dupont', roles: ['COACH'] }, { firstName: 'FIRST_NAME_ERROR' }],
    [{ firstName: 'Jean', lastName: 'Dup@nt', roles: ['COACH'] }, { lastName: 'LAST_NAME_ERROR' }],
    [{ firstName: 'Jean', lastName: 'Dupont', roles: [] }, { roles: 'NO_ROLE_CHOSEN' }],
    [{ firstName: 'Jean', lastName: 'Dupont', roles: ['KING'] }, { 'roles.0': 'NO_ROLE_CHOSEN' }],
    [{ firstName: 'Jean', lastName: 'Dupont' }, { roles: 'NO_ROLE_CHOSEN' }],
  ])('refuses %j with the field messages and creates nothing', async (payload, fields) => {
    const before = await t.call({ method: 'GET', url: '/api/coach/', headers: admin.headers });
    const response = await createUser(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
    const after = await t.call({ method: 'GET', url: '/api/coach/', headers: admin.headers });
    expect(after.json<UserDto[]>().length).toBe(before.json<UserDto[]>().length);
  });

  it('accepts accented names and apostrophes', async () => {
    const response = await createUser({ firstName: 'Éloïse', lastName: "D'Artagnan-Müller", roles: ['COACH', 'SECTION_MANAGER'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ login: 'edartagnanmuller', defaultPassword: "D'Artagnan-MüllerÉloïse" });
  });

  it('lists users and coaches by role', async () => {
    const list = await t.call({ method: 'GET', url: '/api/coach/', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<UserDto[]>().some((u) => u.login === admin.login)).toBe(true);
    const coaches = await t.call({ method: 'GET', url: '/api/coach/role?role=COACH', headers: admin.headers });
    const names = coaches.json<RoleHolderDto[]>();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((u) => u.roles.some((r) => r.name === 'COACH'))).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/coach/role?role=KING', headers: admin.headers })).statusCode).toBe(400);
  });

  it('changes roles, keeps at least one admin, and applies the change at once', async () => {
    const created = (await createUser({ firstName: 'Paul', lastName: 'Martin', roles: ['COACH'] })).json<CreatedUserDto>();
    const changed = await t.call({
      method: 'POST',
      url: `/api/coach/${created.id}/roles`,
      headers: admin.headers,
      payload: { roles: ['SECTION_MANAGER', 'COACH'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed
        .json<UserDto>()
        .roles.map((r) => r.name)
        .sort(),
    ).toEqual(['COACH', 'SECTION_MANAGER']);
    const empty = await t.call({ method: 'POST', url: `/api/coach/${created.id}/roles`, headers: admin.headers, payload: { roles: [] } });
    expect(empty.json()).toMatchObject({ fields: { roles: 'NO_ROLE_CHOSEN' } });
    expect(
      (await t.call({ method: 'POST', url: '/api/coach/999999/roles', headers: admin.headers, payload: { roles: ['COACH'] } })).statusCode,
    ).toBe(404);
  });

  it('refuses to demote or delete the last admin, and to delete oneself', async () => {
    const solo = await createTestApp();
    try {
      const onlyAdmin = await solo.staff(['ADMIN']);
      const demote = await solo.call({
        method: 'POST',
        url: `/api/coach/${onlyAdmin.id}/roles`,
        headers: onlyAdmin.headers,
        payload: { roles: ['COACH'] },
      });
      expect(demote.statusCode).toBe(409);
      const self = await solo.call({ method: 'DELETE', url: `/api/coach/${onlyAdmin.id}`, headers: onlyAdmin.headers });
      expect(self.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('refuses an admin removing their own ADMIN role, even with other admins left (409 OWN_ADMIN_ROLE_REMOVAL)', async () => {
    const self = await t.staff(['ADMIN', 'COACH']);
    await t.staff(['ADMIN']);
    const demote = await t.call({
      method: 'POST',
      url: `/api/coach/${self.id}/roles`,
      headers: self.headers,
      payload: { roles: ['COACH'] },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'OWN_ADMIN_ROLE_REMOVAL' });
    const roles = await t.deps.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', self.id)
      .orderBy('roles.name')
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['ADMIN', 'COACH']);
    // Keeping ADMIN while changing the other roles is fine, and another admin may still demote them.
    const keep = await t.call({
      method: 'POST',
      url: `/api/coach/${self.id}/roles`,
      headers: self.headers,
      payload: { roles: ['ADMIN', 'SECTION_MANAGER'] },
    });
    expect(keep.statusCode).toBe(200);
    const byOther = await t.call({
      method: 'POST',
      url: `/api/coach/${self.id}/roles`,
      headers: admin.headers,
      payload: { roles: ['COACH'] },
    });
    expect(byOther.statusCode).toBe(200);
  });

  it('deletes a user and ends their sessions at once', async () => {
    const coach = await t.staff(['COACH']);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: coach.headers })).statusCode).toBe(200);
    const deleted = await t.call({ method: 'DELETE', url: `/api/coach/${coach.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: coach.headers })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: `/api/coach/${coach.id}`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('lets a coach list only their own groups', async () => {
    const coach = await t.staff(['COACH']);
    const other = await t.staff(['COACH']);
    const manager = await t.staff(['SECTION_MANAGER']);
    const { db } = t.deps;
    const group = await db.insertInto('groups').values({ name: 'Benjamins 1', section_id: 1 }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('group_coaches').values({ group_id: group.id, user_id: coach.id }).execute();
    const own = await t.call({ method: 'GET', url: `/api/coach/${coach.id}/groups`, headers: coach.headers });
    expect(own.json<CoachedGroupDto[]>()).toEqual([{ id: group.id, name: 'Benjamins 1' }]);
    expect((await t.call({ method: 'GET', url: `/api/coach/${coach.id}/groups`, headers: other.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/coach/${coach.id}/groups`, headers: manager.headers })).statusCode).toBe(200);
  });
});
