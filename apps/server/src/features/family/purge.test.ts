import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { RetentionJob } from '../privacy/retention.js';
import { askForLink, mailedToken, signInFamily } from './test-data.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The retention job also deletes the family space's links and sessions that open nothing any more. */
describe('dead family links and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const retention = () =>
    new RetentionJob({
      db: t.deps.db,
      dialect: t.deps.dialect,
      clock: t.clock,
      log: t.app.log,
      dataDir: '/tmp/club-test-data',
      retentionMonths: 36,
    });
  const count = async (table: 'family_sign_in_links' | 'family_sessions') =>
    (await t.deps.db.selectFrom(table).select('token_hash').execute()).length;

  it('deletes links used or past their 30 minutes and sessions ended or past their 30 days, and keeps the live ones', async () => {
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email }) });
    }
    const ended = await signInFamily(t, 'a@example.org');
    expect((await t.call({ method: 'POST', url: '/api/family/sign-out', headers: ended.headers })).statusCode).toBe(204);
    const expiring = await signInFamily(t, 'b@example.org');
    await askForLink(t, 'c@example.org');
    await mailedToken(t, 'c@example.org');
    expect([await count('family_sign_in_links'), await count('family_sessions')]).toEqual([3, 2]);

    // The unused link is still live: only the two used ones and the ended session go.
    t.clock.advance(29 * MINUTE);
    await retention().runOnce();
    expect([await count('family_sign_in_links'), await count('family_sessions')]).toEqual([1, 1]);

    t.clock.advance(MINUTE);
    await retention().runOnce();
    expect(await count('family_sign_in_links')).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/family/', headers: expiring.headers })).statusCode).toBe(200);

    t.clock.advance(30 * DAY);
    await retention().runOnce();
    expect(await count('family_sessions')).toBe(0);
  });
});
