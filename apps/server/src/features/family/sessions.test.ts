import { FAMILY_SESSION_COOKIE, type FamilySessionsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { askForLink, mailedToken, openSession, signInFamily } from './test-data.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Family sessions: the mailed link, the cookie, the list of sessions (docs/product.md#family-space). */
describe('family sessions', () => {
  let t: TestApp;
  let address = 0;
  /** An address of its own, with a child attached, for each test. */
  const newFamily = async () => {
    address += 1;
    const email = `family${address}@example.org`;
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email }) });
    return email;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) => t.call({ method, url, headers });
  const sessionsOf = async (headers: { cookie: string }) =>
    (await call('GET', '/api/family/sessions', headers)).json<FamilySessionsDto>().sessions;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
  });
  afterAll(() => t.close());

  it('opens one session from a link used twice at once; the other use gets 410 FAMILY_LINK_INVALID', async () => {
    const email = await newFamily();
    expect((await askForLink(t, email)).statusCode).toBe(202);
    const token = await mailedToken(t, email);
    const answers = await Promise.all([openSession(t, token), openSession(t, token), openSession(t, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
    for (const refused of answers.filter((a) => a.statusCode === 410)) {
      expect(refused.json()).toMatchObject({ code: 'FAMILY_LINK_INVALID' });
      expect(refused.cookies).toEqual([]);
    }
    expect(await t.deps.db.selectFrom('family_sessions').select('id').where('email_key', '=', email).execute()).toHaveLength(1);
    // Used once, the link stays used.
    expect((await openSession(t, token)).statusCode).toBe(410);
  });

  it('accepts a link for 30 minutes, not a moment more; an unknown token is refused alike', async () => {
    const email = await newFamily();
    await askForLink(t, email);
    const first = await mailedToken(t, email, 1);
    await askForLink(t, email);
    const second = await mailedToken(t, email, 2);
    t.clock.advance(30 * MINUTE - 1);
    expect((await openSession(t, first)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await openSession(t, second);
    const unknown = await openSession(t, 'x'.repeat(43));
    expect(expired.statusCode).toBe(410);
    expect(unknown.statusCode).toBe(410);
    expect(expired.body).toBe(unknown.body);
  });

  it('sets an HttpOnly, SameSite=Strict, Secure cookie for the site lasting 30 days, clears the earlier /api/family one, and stores only its hash', async () => {
    const email = await newFamily();
    await askForLink(t, email);
    const opened = await openSession(t, await mailedToken(t, email), FIREFOX_ANDROID);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const headers = [opened.headers['set-cookie']].flat().map(String);
    const header = headers.find((line) => !line.startsWith(`${FAMILY_SESSION_COOKIE}=;`)) ?? '';
    expect(header).toMatch(new RegExp(`^${FAMILY_SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Strict', 'Secure']);
    // A browser may still hold the cookie the family space set for /api/family only.
    expect(opened.cookies.filter((c) => c.value === '').map((c) => c.path)).toEqual(['/api/family']);
    const cookie = opened.cookies.find((c) => c.value !== '')!.value;
    const rows = await t.deps.db.selectFrom('family_sessions').selectAll().where('email_key', '=', email).execute();
    const now = t.clock.now();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        token_hash: hashToken(cookie),
        email_key: email,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 30 * DAY).toISOString(),
        ended_at: null,
        device: 'Firefox · Android',
      },
    ]);
  });

  it('leaves Secure off when the club is served over plain HTTP', async () => {
    const plain = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    try {
      await buildMember(plain.deps.db, { guardianId: await buildGuardian(plain.deps.db, { email: 'plain@example.org' }) });
      await askForLink(plain, 'plain@example.org');
      const opened = await openSession(plain, await mailedToken(plain, 'plain@example.org'));
      expect(String(opened.headers['set-cookie'])).not.toContain('Secure');
      expect(String(opened.headers['set-cookie'])).toContain('HttpOnly');
    } finally {
      await plain.close();
    }
  });

  it('lists the address’s live sessions only, marks the current one, and ends one of them', async () => {
    const email = await newFamily();
    const phone = await signInFamily(t, email, FIREFOX_ANDROID);
    t.clock.advance(5 * MINUTE);
    const laptop = await signInFamily(t, email, SAFARI_IPHONE);
    const stranger = await signInFamily(t, await newFamily());

    const listed = await call('GET', '/api/family/sessions', laptop.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const sessions = listed.json<FamilySessionsDto>().sessions;
    expect(sessions.map((s) => ({ device: s.device, current: s.current }))).toEqual([
      { device: 'Safari · iPhone', current: true },
      { device: 'Firefox · Android', current: false },
    ]);
    const phoneSession = sessions[1]!;
    expect(phoneSession.expiresAt).toBe(new Date(Date.parse(phoneSession.createdAt) + 30 * DAY).toISOString());

    // Another address's session is answered as an unknown one, and stays open.
    const strangerId = (await sessionsOf(stranger.headers))[0]!.id;
    const foreign = await call('DELETE', `/api/family/sessions/${strangerId}`, laptop.headers);
    const unknown = await call('DELETE', '/api/family/sessions/987654', laptop.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await call('GET', '/api/family/', stranger.headers)).statusCode).toBe(200);

    const ended = await call('DELETE', `/api/family/sessions/${phoneSession.id}`, laptop.headers);
    expect(ended.statusCode).toBe(204);
    expect(ended.cookies).toEqual([]);
    expect((await call('GET', '/api/family/', phone.headers)).statusCode).toBe(401);
    expect((await sessionsOf(laptop.headers)).map((s) => s.id)).not.toContain(phoneSession.id);
    // Ending it again: it is no longer live.
    expect((await call('DELETE', `/api/family/sessions/${phoneSession.id}`, laptop.headers)).statusCode).toBe(404);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const family = await signInFamily(t, await newFamily());
    const out = await call('POST', '/api/family/sign-out', family.headers);
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.filter((c) => c.name === FAMILY_SESSION_COOKIE);
    expect(cleared.map((c) => [c.value, c.path]).sort()).toEqual([
      ['', '/'],
      ['', '/api/family'],
    ]);
    for (const cookie of cleared) expect(cookie.expires!.getTime()).toBeLessThan(Date.now());
    for (const url of ['/api/family/', '/api/family/sessions']) expect((await call('GET', url, family.headers)).statusCode).toBe(401);
    expect((await call('POST', '/api/family/sign-out', family.headers)).statusCode).toBe(401);
  });

  it('ends a session after its 30 days', async () => {
    const family = await signInFamily(t, await newFamily());
    t.clock.advance(30 * DAY - 1);
    expect((await call('GET', '/api/family/', family.headers)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await call('GET', '/api/family/', family.headers)).statusCode).toBe(401);
  });

  it('ends a session at its end even while the server keeps it as read', async () => {
    const family = await signInFamily(t, await newFamily());
    t.clock.advance(30 * DAY - 3000);
    // This use is recorded (a write); the next, a second later, finds the session kept as read.
    expect((await call('GET', '/api/family/', family.headers)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await call('GET', '/api/family/', family.headers)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await call('GET', '/api/family/', family.headers)).statusCode).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const family = await signInFamily(t, await newFamily());
    const opened = t.clock.now().getTime();
    const lastSeen = async () => (await sessionsOf(family.headers))[0]!.lastSeenAt;
    t.clock.advance(59 * 1000);
    expect(await lastSeen()).toBe(new Date(opened).toISOString());
    t.clock.advance(1000);
    expect(await lastSeen()).toBe(new Date(opened + MINUTE).toISOString());
    t.clock.advance(30 * 1000);
    expect(await lastSeen()).toBe(new Date(opened + MINUTE).toISOString());
  });

  it('keeps family and staff apart: a staff token opens no family route, a family cookie no staff route', async () => {
    const family = await signInFamily(t, await newFamily());
    const admin = await t.staff(['ADMIN']);
    for (const url of ['/api/family/', '/api/family/sessions']) {
      const asStaff = await call('GET', url, admin.headers);
      expect(asStaff.statusCode, url).toBe(401);
      expect(asStaff.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await call('POST', '/api/family/sign-out', admin.headers)).statusCode).toBe(401);
    for (const url of ['/api/subscription/', '/api/group/', '/api/coach/']) {
      expect((await call('GET', url, family.headers)).statusCode, url).toBe(401);
    }
    // Sent together, each side reads only its own credential.
    const both = { ...admin.headers, ...family.headers };
    expect((await call('GET', '/api/family/', both)).statusCode).toBe(200);
    expect((await call('GET', '/api/coach/', both)).statusCode).toBe(200);
    expect((await call('GET', '/api/family/', { cookie: `${FAMILY_SESSION_COOKIE}=${'y'.repeat(43)}` })).statusCode).toBe(401);
  });
});
