import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness.js';
import { AuthService } from './service.js';

/** How many answers had each status, e.g. { 401: 10, 429: 30 }. */
const tally = (responses: { statusCode: number }[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

/** docs/architecture.md#quality-security: login throttling holds whatever the number of parallel attempts, on both databases. */
describe('login throttling', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  const login = (loginName: string, password: string, ip: string) =>
    t.call({ method: 'POST', url: '/api/coach/login', payload: { login: loginName, password }, remoteAddress: ip });
  const verify = (user: { login: string; headers: { authorization: string } }, password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: '/api/coach/verify',
      headers: user.headers,
      payload: { login: user.login, password },
      remoteAddress: ip,
    });

  it('checks 10 of 40 parallel wrong passwords for one account from one address and refuses the rest', async () => {
    const user = await t.staff(['COACH']);
    const responses = await Promise.all(times(40, () => login(user.login, 'bad password', '10.20.0.1')));
    expect(tally(responses)).toEqual({ 401: 10, 429: 30 });
    expect((await login(user.login, TEST_PASSWORD, '10.20.0.1')).statusCode).toBe(429);
    // The lock is the pair's: the account still logs in from another address.
    expect((await login(user.login, TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('does not check the right password sent last of 60 parallel attempts from one address', async () => {
    const user = await t.staff(['COACH']);
    const passwords = [...times(59, () => 'bad password'), TEST_PASSWORD];
    const responses = await Promise.all(passwords.map((password) => login(user.login, password, '10.21.0.1')));
    expect(tally(responses)).toEqual({ 401: 10, 429: 50 });
    expect(responses[59]?.statusCode).toBe(429);
  });

  it('checks 10 of 40 parallel wrong logins across accounts from one address', async () => {
    const responses = await Promise.all(times(40, (i) => login(`nobody-parallel-${i}`, 'bad password', '10.22.0.1')));
    expect(tally(responses)).toEqual({ 401: 10, 429: 30 });
    const user = await t.staff(['COACH']);
    expect((await login(user.login, TEST_PASSWORD, '10.22.0.1')).statusCode).toBe(429);
    expect((await login(user.login, TEST_PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });

  it('still lets staff who logged in from an address in when failures for other logins lock that address', async () => {
    const regular = await t.staff(['COACH']);
    const newcomer = await t.staff(['COACH']);
    expect((await login(regular.login, TEST_PASSWORD, '10.23.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await login(`nobody-shared-${i}`, 'bad password', '10.23.0.1')).statusCode).toBe(401);
    expect((await login(newcomer.login, TEST_PASSWORD, '10.23.0.1')).statusCode).toBe(429);
    expect((await login(regular.login, TEST_PASSWORD, '10.23.0.1')).statusCode).toBe(200);
  });

  it('releases the reservation of each successful login', async () => {
    const user = await t.staff(['COACH']);
    for (let i = 0; i < 15; i += 1) expect((await login(user.login, TEST_PASSWORD, '10.24.0.1')).statusCode).toBe(200);
    const responses = await Promise.all(times(10, () => login(user.login, TEST_PASSWORD, '10.24.0.1')));
    expect(tally(responses)).toEqual({ 200: 10 });
    for (let i = 0; i < 12; i += 1) {
      const other = await t.staff(['COACH']);
      expect((await login(other.login, TEST_PASSWORD, '10.24.0.2')).statusCode).toBe(200);
    }
  });

  it('checks 10 of 40 parallel wrong password re-checks in the settings, and keeps accepting right ones', async () => {
    const user = await t.staff(['COACH']);
    for (let i = 0; i < 15; i += 1) expect((await verify(user, TEST_PASSWORD, '10.25.0.1')).statusCode).toBe(200);
    const responses = await Promise.all(times(40, () => verify(user, 'bad password', '10.25.0.2')));
    expect(tally(responses)).toEqual({ 400: 10, 429: 30 });
    expect((await verify(user, TEST_PASSWORD, '10.25.0.2')).statusCode).toBe(429);
    expect((await verify(user, TEST_PASSWORD, '10.25.0.1')).statusCode).toBe(200);
  });

  it('slows guessing from new addresses once an account failed more than 10 times, and still lets its owner in', async () => {
    const user = await t.staff(['COACH']);
    const sleeps: number[] = [];
    const service = new AuthService({
      db: t.deps.db,
      tokens: t.deps.tokens,
      clock: t.clock,
      log: t.app.log,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const attempt = (password: string, ip: string) =>
      service.login({ login: user.login, password }, ip).then(
        () => 200,
        (error: unknown) => (error instanceof AppError ? error.status : 500),
      );
    expect(await attempt(TEST_PASSWORD, '10.26.0.1')).toBe(200);
    lines.length = 0;

    for (let i = 0; i < 10; i += 1) expect(await attempt('bad password', `10.26.1.${i}`)).toBe(401);
    expect(sleeps).toEqual([]);
    for (let i = 0; i < 7; i += 1) expect(await attempt('bad password', `10.26.2.${i}`)).toBe(401);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    // The owner, from a new address: slowed too (nothing tells them apart), never refused.
    expect(await attempt(TEST_PASSWORD, '10.26.3.1')).toBe(200);
    expect(sleeps).toHaveLength(8);
    // The owner, from the address they logged in from before: not slowed.
    expect(await attempt(TEST_PASSWORD, '10.26.0.1')).toBe(200);
    expect(sleeps).toHaveLength(8);

    const slowed = lines.filter((line) => line.includes('"event":"login_slowed"'));
    expect(slowed).toHaveLength(8);
    expect(JSON.parse(slowed[0] ?? '{}')).toMatchObject({ event: 'login_slowed', userId: user.id, delayMs: 1000 });
    for (const line of slowed) expect(line).not.toContain(user.login);
  });
});
