import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { buildGroup, buildGuardian, buildMember } from '../test/factories/index.js';

/**
 * Events are logged with the user id, never a password, a token or a child's name
 * (docs/architecture.md#quality-security).
 */
describe('logs hold no personal data', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs logins, failures, creations, mailings and deletions without secrets or names', async () => {
    const admin = await t.staff(['ADMIN'], { firstName: 'Gaspard', lastName: 'Administrateur' });
    const coach = await t.staff(['COACH'], { firstName: 'Ophélie', lastName: 'Entraîneuse' });
    const guardian = await buildGuardian(t.deps.db, {
      firstName: 'Bérénice',
      lastName: 'Parentale',
      email: 'berenice.parentale@example.org',
    });
    const group = await buildGroup(t.deps.db, { coaches: [coach.id], emailList: 'liste.groupe@example.org' });
    await buildMember(t.deps.db, { firstName: 'Zéphyrin', lastName: 'Enfantin', groupId: group, guardianId: guardian });

    const login = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: coach.login, password: TEST_PASSWORD } });
    const tokens = login.json<{ token: { access: string; refresh: string } }>().token;
    await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: coach.login, password: 'Wrong-Secret-42' } });
    const created = await t.call({
      method: 'POST',
      url: '/api/coach/',
      headers: admin.headers,
      payload: { firstName: 'Anatole', lastName: 'Nouveauvenu', roles: ['COACH'] },
    });
    const createdId = created.json<{ id: number }>().id;
    await t.call({ method: 'GET', url: `/api/group/${group}`, headers: coach.headers });
    await t.call({
      method: 'POST',
      url: `/api/mail/group/${group}`,
      headers: admin.headers,
      payload: { subject: 'Sortie Zéphyrin', message: 'Bonjour Bérénice' },
    });
    await t.call({ method: 'DELETE', url: `/api/coach/${createdId}`, headers: admin.headers });

    const log = lines.join('\n');
    expect(log).toMatch(/"event":"login"/);
    expect(log).toMatch(/"event":"login_failed"/);
    expect(log).toMatch(/"event":"user_created"/);
    expect(log).toMatch(/"event":"user_deleted"/);
    for (const secret of [
      TEST_PASSWORD,
      'Wrong-Secret-42',
      'NouveauvenuAnatole',
      tokens.access,
      tokens.refresh,
      admin.token,
      'Zéphyrin',
      'Enfantin',
      'Bérénice',
      'Parentale',
      'berenice.parentale@example.org',
      'Ophélie',
      'Anatole',
      'Nouveauvenu',
    ]) {
      expect(log.includes(secret), `the log holds "${secret.slice(0, 20)}"`).toBe(false);
    }
  });
});
