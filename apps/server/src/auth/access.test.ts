import { ROLES, type Role } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFamily, type SignedInFamily } from '../features/family/test-data.js';
import { buildGuardian, buildMember } from '../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../test/harness.js';
import { ACCESS_MATRIX } from './access-matrix.js';

const UNKNOWN_ID = '987654';
const concrete = (url: string): string => url.replace(/:[A-Za-z]+/g, UNKNOWN_ID);

describe('route × role access (docs/architecture.md#access-rules)', () => {
  let t: TestApp;
  const staff = new Map<Role, StaffMember>();
  let family: SignedInFamily;
  const familyEmail = 'access-family@example.org';
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) staff.set(role, await t.staff([role]));
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: familyEmail }) });
    family = await signInFamily(t, familyEmail);
  });
  afterAll(() => t.close());

  it('has an expected rule for every /api route of the server, and no stale rule', () => {
    const served = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    const missing = served.filter((key) => !(key in ACCESS_MATRIX));
    expect(missing, 'routes without an entry in access-matrix.ts').toEqual([]);
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !served.includes(key));
    expect(stale, 'entries for routes that no longer exist').toEqual([]);
  });

  it('answers every route as the matrix says, for anonymous and for each role', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeList) {
      const key = `${route.method} ${route.url}`;
      const expected = ACCESS_MATRIX[key];
      if (expected === undefined) continue;
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};

      const anonymous = await t.call({ method, url, ...(payload === undefined ? {} : { payload }) });
      // A public route may still answer 401 for bad credentials (login, refresh), never 403 or 5xx.
      const publicBroken = anonymous.statusCode === 403 || anonymous.statusCode >= 500;
      if (expected === 'public' ? publicBroken : anonymous.statusCode !== 401) {
        failures.push(`${key} anonymous → ${anonymous.statusCode}`);
      }
      if (expected === 'public') continue;

      if (expected === 'family') {
        // Signing out ends the session: use a throw-away one for it.
        const caller = route.url.endsWith('/sign-out') ? await signInFamily(t, familyEmail) : family;
        const response = await t.call({ method, url, headers: caller.headers, ...(payload === undefined ? {} : { payload }) });
        if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
          failures.push(`${key} family → ${response.statusCode}`);
        }
      }
      for (const role of ROLES) {
        // Logging out ends the session: use a throw-away login for it.
        const member = route.url.endsWith('/logout') ? await t.staff([role]) : staff.get(role)!;
        const response = await t.call({ method, url, headers: member.headers, ...(payload === undefined ? {} : { payload }) });
        const allowed = expected !== 'family' && (expected === 'staff' || expected.includes(role));
        const denied = response.statusCode === 401 || response.statusCode === 403;
        if (allowed === denied || response.statusCode >= 500) failures.push(`${key} ${role} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
