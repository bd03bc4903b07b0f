import { SignJWT } from 'jose';
import type { LoginResponse } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { refreshCookieOf } from '../../test/cookies.js';
import { REFRESH_REPLAY_GRACE_SECONDS } from './service.js';

describe('authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (loginName: string, password: string, extra: Record<string, unknown> = {}, ip = '10.1.0.1') =>
    t.call({ method: 'POST', url: '/api/coach/login', payload: { login: loginName, password, ...extra }, remoteAddress: ip });

  it('logs in, returns tokens and roles, and sets an HttpOnly SameSite=Strict refresh cookie', async () => {
    const admin = await t.staff(['ADMIN']);
    const response = await login(admin.login, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token.access.split('.')).toHaveLength(3);
    expect(body.roles.map((r) => r.name)).toEqual(['ADMIN']);
    expect(body.login).toBe(admin.login);
    // Tokens in the body: never kept by a browser or a proxy.
    expect(response.headers['cache-control']).toBe('no-store');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/club_refresh=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api\/coach/);
    expect(setCookie).toMatch(/Max-Age=\d+/);
  });

  /** The Set-Cookie line of one cookie. */
  const setCookieLine = (setCookie: string | string[] | undefined, name: string): string =>
    (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((line) => line.startsWith(`${name}=`)) ?? '';

  it('sets a readable session marker with the refresh cookie, for as long, and clears both when the session ends', async () => {
    const user = await t.staff(['COACH']);
    const response = await login(user.login, TEST_PASSWORD);
    const marker = setCookieLine(response.headers['set-cookie'], 'club_session');
    const refresh = setCookieLine(response.headers['set-cookie'], 'club_refresh');
    expect(marker).toMatch(/^club_session=1;/);
    // The page reads it: no secret in it, and not HttpOnly.
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Path=\/;/);
    expect(marker).toMatch(/SameSite=Strict/i);
    expect(/Max-Age=(\d+)/.exec(marker)?.[1]).toBe(/Max-Age=(\d+)/.exec(refresh)?.[1]);

    const browserOnly = await login(user.login, TEST_PASSWORD, { rememberMe: false });
    expect(setCookieLine(browserOnly.headers['set-cookie'], 'club_session')).not.toMatch(/Max-Age/i);

    const renewed = await t.call({
      method: 'POST',
      url: '/api/coach/refresh',
      cookies: { club_refresh: refreshCookieOf(response.headers['set-cookie']) },
      payload: {},
    });
    expect(setCookieLine(renewed.headers['set-cookie'], 'club_session')).toMatch(/^club_session=1;/);

    const refused = await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: 'not-a-token' }, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(setCookieLine(refused.headers['set-cookie'], 'club_session')).toMatch(/^club_session=;.*Path=\/;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookieLine(refused.headers['set-cookie'], 'club_refresh')).toMatch(/^club_refresh=;/);

    const access = renewed.json<LoginResponse>().token.access;
    const out = await t.call({ method: 'POST', url: '/api/coach/logout', headers: { authorization: `Bearer ${access}` } });
    expect(out.statusCode).toBe(204);
    expect(setCookieLine(out.headers['set-cookie'], 'club_session')).toMatch(/^club_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('remembers the language the staff member logs in with, for the mails sent to them', async () => {
    const user = await t.staff(['COACH']);
    const language = () => t.deps.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(await language()).toEqual({ language: null });
    const english = await t.call({
      method: 'POST',
      url: '/api/coach/login',
      payload: { login: user.login, password: TEST_PASSWORD },
      cookies: { lang: 'en' },
      remoteAddress: '10.1.0.9',
    });
    expect(english.statusCode).toBe(200);
    expect(await language()).toEqual({ language: 'en' });
    const refresh = refreshCookieOf(english.headers['set-cookie']);
    expect(
      (await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: refresh, lang: 'fr' }, payload: {} })).statusCode,
    ).toBe(200);
    expect(await language()).toEqual({ language: 'fr' });
    // A client that does not say keeps what was known.
    expect((await login(user.login, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await language()).toEqual({ language: 'fr' });
  });

  it('remember-me off gives a cookie that ends with the browser', async () => {
    const user = await t.staff(['COACH']);
    const response = await login(user.login, TEST_PASSWORD, { rememberMe: false });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toMatch(/Max-Age/i);
  });

  it('answers an unknown login and a wrong password alike', async () => {
    const user = await t.staff(['COACH']);
    const wrong = await login(user.login, 'not the password', {}, '10.1.0.2');
    const unknown = await login('nobody-here', 'not the password', {}, '10.1.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('rejects empty fields with the field keys', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { login: 'LOGIN_ERROR', password: 'PASSWORD_ERROR' } });
  });

  it('locks an account after 10 failures from one address for that address only, and a later success there resets it', async () => {
    const user = await t.staff(['COACH']);
    for (let i = 0; i < 10; i += 1) {
      const response = await login(user.login, 'bad password', {}, '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(user.login, TEST_PASSWORD, {}, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Whoever failed there cannot lock the account's owner out from elsewhere.
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.1.1')).statusCode).toBe(200);
    // The lock lasts 15 minutes from the 10th failure.
    t.clock.advance(14 * 60 * 1000);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.0.1')).statusCode).toBe(429);
    t.clock.advance(2 * 60 * 1000);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.0.1')).statusCode).toBe(200);
    // The success restarted the counter: 9 new failures do not lock.
    for (let i = 0; i < 9; i += 1) await login(user.login, 'bad password', {}, '10.2.0.1');
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.0.1')).statusCode).toBe(200);
  });

  it('locks no address when failures for one account come from many addresses', async () => {
    const user = await t.staff(['COACH']);
    for (let i = 0; i < 10; i += 1) expect((await login(user.login, 'bad password', {}, `10.2.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.2.1')).statusCode).toBe(200);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.3.1')).statusCode).toBe(200);
  });

  it('counts failures over a window of 15 minutes', async () => {
    const user = await t.staff(['COACH']);
    for (let i = 0; i < 9; i += 1) await login(user.login, 'bad password', {}, '10.2.4.1');
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 9; i += 1) await login(user.login, 'bad password', {}, '10.2.4.1');
    expect((await login(user.login, TEST_PASSWORD, {}, '10.2.4.1')).statusCode).toBe(200);
  });

  it('locks an address after 10 failures across accounts', async () => {
    for (let i = 0; i < 10; i += 1) await login(`unknown${i}`, 'bad password', {}, '10.3.0.1');
    const user = await t.staff(['COACH']);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.3.0.1')).statusCode).toBe(429);
    expect((await login(user.login, TEST_PASSWORD, {}, '10.3.0.2')).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a used one is replayed', async () => {
    const user = await t.staff(['COACH']);
    const first = await login(user.login, TEST_PASSWORD);
    const refresh1 = refreshCookieOf(first.headers['set-cookie']);
    const second = await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: refresh1 }, payload: {} });
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    const refresh2 = refreshCookieOf(second.headers['set-cookie']);
    expect(refresh2).not.toBe(refresh1);
    const access2 = second.json<LoginResponse>().token.access;
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${access2}` } })).statusCode).toBe(200);

    t.clock.advance((REFRESH_REPLAY_GRACE_SECONDS + 1) * 1000);
    const replay = await t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: refresh1 }, payload: {} });
    expect(replay.statusCode).toBe(401);
    // The whole family is revoked: the newer refresh token and its access token are dead too.
    const afterReplay = await t.call({ method: 'POST', url: '/api/coach/refresh', payload: { refresh: refresh2 } });
    expect(afterReplay.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${access2}` } })).statusCode).toBe(401);
  });

  it('lets a renewal whose answer was lost be replayed within its grace, in parallel too', async () => {
    const user = await t.staff(['COACH']);
    const refresh1 = refreshCookieOf((await login(user.login, TEST_PASSWORD)).headers['set-cookie']);
    const renew = (token: string) => t.call({ method: 'POST', url: '/api/coach/refresh', cookies: { club_refresh: token }, payload: {} });
    // Two tabs, or a reload racing the renewal: every request with the same token succeeds.
    const together = await Promise.all([renew(refresh1), renew(refresh1), renew(refresh1)]);
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const successors = together.map((r) => refreshCookieOf(r.headers['set-cookie']));
    expect(new Set(successors).size).toBe(3);
    t.clock.advance((REFRESH_REPLAY_GRACE_SECONDS - 1) * 1000);
    const late = await renew(refresh1);
    expect(late.statusCode).toBe(200);
    // Each successor is a live token of the same session.
    const access = late.json<LoginResponse>().token.access;
    expect((await renew(successors[0]!)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(200);
    // Past the grace the same replay is theft: the session ends for every holder.
    t.clock.advance(2 * 1000);
    expect((await renew(refresh1)).statusCode).toBe(401);
    expect((await renew(successors[1]!)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(401);
  });

  it('accepts the refresh token from the body for API clients and refuses an unknown one', async () => {
    const user = await t.staff(['COACH']);
    const body = (await login(user.login, TEST_PASSWORD)).json<LoginResponse>();
    expect((await t.call({ method: 'POST', url: '/api/coach/refresh', payload: { refresh: body.token.refresh } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/coach/refresh', payload: { refresh: 'nope' } })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/coach/refresh', payload: {} })).statusCode).toBe(401);
  });

  it('never accepts a refresh token as an access token', async () => {
    const user = await t.staff(['ADMIN']);
    const body = (await login(user.login, TEST_PASSWORD)).json<LoginResponse>();
    const response = await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${body.token.refresh}` } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses forged, expired and alg:none tokens', async () => {
    const user = await t.staff(['ADMIN']);
    const [header, payload] = user.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('club-manager')
      .setAudience('club-staff')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const token of [none, forged, `${header}.${payload}.AAAA`, 'garbage']) {
      const response = await t.call({ method: 'GET', url: '/api/role/', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
    // Accepted once (and remembered as verified), then refused past its expiry all the same.
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: user.headers })).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    const expired = await t.call({ method: 'GET', url: '/api/role/', headers: user.headers });
    expect(expired.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const user = await t.staff(['COACH']);
    const before = await t.call({ method: 'GET', url: '/api/role/', headers: user.headers });
    expect(before.statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/coach/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/role/', headers: user.headers })).statusCode).toBe(401);
  });

  it('verifies the own password only', async () => {
    const user = await t.staff(['COACH']);
    const other = await t.staff(['COACH']);
    const ok = await t.call({
      method: 'POST',
      url: '/api/coach/verify',
      headers: user.headers,
      payload: { login: user.login, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/coach/verify',
      headers: user.headers,
      payload: { login: user.login, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: { password: 'WRONG_PASSWORD' } });
    const foreign = await t.call({
      method: 'POST',
      url: '/api/coach/verify',
      headers: user.headers,
      payload: { login: other.login, password: TEST_PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
