import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

const ROUTES = [
  '/api/treasury/summary',
  '/api/treasury/overdue',
  '/api/treasury/cash-book?from=2026-09-01&to=2026-09-30',
  '/api/treasury/cash-book/export?from=2026-09-01&to=2026-09-30',
  '/api/treasury/deposit-slip?on=2026-09-15',
  '/api/treasury/deposit-slip/pdf?on=2026-09-15',
];

/** docs/product.md#treasury: the treasurer's screens are the admins' alone, and refuse what is not a day or a period. */
describe('treasury access and queries', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it.each(['COACH', 'SECTION_MANAGER'] as const)('refuses a %s every route', async (role) => {
    const staff = await t.staff([role]);
    for (const url of ROUTES) {
      const answer = await t.call({ method: 'GET', url, headers: staff.headers });
      expect(answer.statusCode, url).toBe(403);
      expect((await t.call({ method: 'GET', url, headers: admin.headers })).statusCode, url).toBe(200);
    }
  });

  it.each([
    '/api/treasury/cash-book?from=2026-09-01',
    '/api/treasury/cash-book?from=2026-02-30&to=2026-03-01',
    '/api/treasury/cash-book?from=2026-09-30&to=2026-09-01',
    // 367 days; the export keeps to the same rule.
    '/api/treasury/cash-book?from=2025-09-01&to=2026-09-02',
    '/api/treasury/cash-book/export?from=2025-09-01&to=2026-09-02',
    '/api/treasury/cash-book?from=2026-09-01&to=2026-09-30&method=BITCOIN',
    '/api/treasury/deposit-slip?on=15/09/2026',
    '/api/treasury/deposit-slip/pdf',
    '/api/treasury/summary?season=abc',
    '/api/treasury/overdue?season=-1',
  ])('answers 400 to %s', async (url) => {
    expect((await t.call({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(400);
  });

  it('takes a whole season, 29 February included', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/treasury/cash-book?from=2027-09-01&to=2028-08-31', headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
