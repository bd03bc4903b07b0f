import type { CreatedUserDto, LoginResponse } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { createTestApp, TEST_PASSWORD, type StaffMember, type TestApp } from '../../test/harness.js';
import { refreshCookieOf } from '../../test/cookies.js';

/** An admin sets a staff member's password back to the default one (the account-creation rule). */
describe('staff accounts: password reset by an admin', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const reset = (id: number, headers = admin.headers) => t.call({ method: 'POST', url: `/api/coach/${id}/password/reset`, headers });
  const login = (loginName: string, password: string) =>
    t.call({ method: 'POST', url: '/api/coach/login', payload: { login: loginName, password }, remoteAddress: '10.9.0.1' });

  it('sets the default password, forces its change, ends every session and refresh token, and is audited', async () => {
    const coach = await t.staff(['COACH'], { firstName: 'Élodie', lastName: 'Lefèvre' });
    // A second session of the coach, with its refresh cookie.
    const other = await login(coach.login, TEST_PASSWORD);
    expect(other.statusCode).toBe(200);
    const refresh = refreshCookieOf(other.headers['set-cookie']);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: coach.headers })).statusCode).toBe(200);

    const response = await reset(coach.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json<CreatedUserDto>()).toMatchObject({
      id: coach.id,
      login: coach.login,
      firstName: 'Élodie',
      lastName: 'Lefèvre',
      defaultPassword: 'LefèvreÉlodie',
    });

    // Every session ended: the access token and the refresh cookie are refused.
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: coach.headers })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: refresh }, payload: {} })).statusCode).toBe(
      401,
    );

    // The old password no longer works; the default one does, and must be changed first.
    expect((await login(coach.login, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(coach.login, 'LefèvreÉlodie');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ mustChangePassword: true });
    const headers = { authorization: `Bearer ${fresh.json<LoginResponse>().token.access}` };
    expect((await t.call({ method: 'GET', url: '/api/role/', headers })).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'target_id'])
      .where('action', '=', 'PASSWORD_RESET')
      .execute();
    expect(audit).toEqual([{ actor_id: admin.id, target_type: 'USER', target_id: coach.id }]);
  });

  it('voids the reset links still waiting for that account', async () => {
    const coach = await t.staff(['COACH']);
    const now = t.clock.now();
    await t.deps.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken('pending-link'),
        user_id: coach.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    expect((await reset(coach.id)).statusCode).toBe(200);
    const check = await t.call({ method: 'POST', url: '/api/coach/password/reset/check', payload: { token: 'pending-link' } });
    expect(check.statusCode).toBe(404);
  });

  it('refuses an admin resetting their own password this way (409), leaving it unchanged', async () => {
    const response = await reset(admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: admin.headers })).statusCode).toBe(200);
    expect((await login(admin.login, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and 403 to section managers and coaches', async () => {
    expect((await reset(987654)).statusCode).toBe(404);
    const target = await t.staff(['COACH']);
    for (const roles of [['SECTION_MANAGER'], ['COACH']] as const) {
      const member = await t.staff([...roles]);
      expect((await reset(target.id, member.headers)).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: target.headers })).statusCode).toBe(200);
    expect(
      await t.deps.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'PASSWORD_RESET')
        .where('target_id', '=', target.id)
        .execute(),
    ).toEqual([]);
  });
});
