import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../src/auth/access-matrix.js';
import { createTestApp, type TestApp } from '../src/test/harness.js';
import { discoverReads, fillRoute, isListPage, queryFields, type ReadIds, type ReadRoute } from './routes.js';

const ids: ReadIds = {
  groupId: 11,
  sectionId: 12,
  coachId: 13,
  memberId: 14,
  subscriptionId: 15,
  subscriptionToken: 'sub-token',
  sessionId: 16,
  testId: 17,
  textKey: 'privacy',
  textVersion: 2,
  paymentId: 18,
  uploadId: 19,
  acknowledgementId: 20,
  calendarFeedFile: 'feed-token.ics',
  absenceToken: 'absence-token',
  birthYear: 2015,
  week: { start: 1_000, end: 2_000 },
  weekDays: { from: '2026-11-23', to: '2026-11-29' },
  seasonDays: { from: '2026-09-01', to: '2026-11-26' },
  today: '2026-11-26',
};

const route = (url: string, changes: Partial<ReadRoute> = {}): ReadRoute => ({
  url,
  audience: 'staff',
  requiredQuery: [],
  pageable: false,
  ranged: false,
  takesToken: false,
  changesData: false,
  ...changes,
});

describe('the bench discovers every GET route of the server', () => {
  let t: TestApp;
  let reads: ReadRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    reads = discoverReads(t.app.routeList, ACCESS_MATRIX);
  });
  afterAll(() => t.close());

  it('fills the path and the required query of every one (a new kind of parameter needs a filler in bench/routes.ts)', () => {
    const gets = t.app.routeList.filter((r) => r.method === 'GET');
    expect(reads.map((r) => r.url)).toEqual(gets.map((r) => r.url));
    expect(reads.length).toBeGreaterThan(80);
    const unfilled = reads.flatMap((r) => {
      const filled = fillRoute(r, ids);
      return filled.unfilled === undefined ? [] : [`GET ${r.url}: ${filled.unfilled.join(', ')}`];
    });
    expect(unfilled).toEqual([]);
    for (const r of reads) expect(fillRoute(r, ids).path, r.url).not.toMatch(/:[A-Za-z]/);
  });

  it('reads the querystring schema of each route and calls it as its audience', () => {
    const byUrl = new Map(reads.map((r) => [r.url, r]));
    expect(byUrl.get('/api/session')).toMatchObject({ requiredQuery: ['startDate', 'endDate'], ranged: true, audience: 'staff' });
    expect(byUrl.get('/api/guardian/')).toMatchObject({ requiredQuery: [], pageable: true });
    expect(byUrl.get('/api/family/')).toMatchObject({ audience: 'family' });
    expect(byUrl.get('/api/absence-link')).toMatchObject({ audience: 'public', takesToken: true });
    // The one GET that changes data (it queues the try-out's convocations) is timed as a command.
    expect(reads.filter((r) => r.changesData).map((r) => r.url)).toEqual(['/api/test/:id/mail']);
    expect(fillRoute(byUrl.get('/api/session')!, ids).path).toBe('/api/session?startDate=1000&endDate=2000');
    expect(fillRoute(byUrl.get('/api/absence-link')!, ids).path).toBe('/api/absence-link?token=absence-token');
    expect(fillRoute(byUrl.get('/api/subscription/:id/:document')!, ids).path).toBe(
      '/api/subscription/15/subscriptionForm?token=sub-token',
    );
    expect(fillRoute(byUrl.get('/api/group/:id')!, ids).path).toBe('/api/group/11?page=1&pageSize=50');
    // The treasurer's overdue list comes by pages: a list page, its cost not growing with the club.
    expect(fillRoute(byUrl.get('/api/treasury/overdue')!, ids).path).toBe('/api/treasury/overdue?page=1&pageSize=50');
    expect(isListPage(byUrl.get('/api/treasury/overdue')!)).toBe(true);
    expect(fillRoute(byUrl.get('/api/calendar/feed/:file')!, ids).path).toBe('/api/calendar/feed/feed-token.ics');
    expect(fillRoute(byUrl.get('/api/club/texts/:key/versions/:version')!, ids).path).toBe('/api/club/texts/privacy/versions/2');
    // A staff route with an optional token does not get the family's.
    expect(fillRoute(byUrl.get('/api/subscription/student/:id')!, ids).path).toBe('/api/subscription/student/14');
  });
});

describe('the route filler', () => {
  it('names what it cannot fill instead of skipping the route', () => {
    expect(fillRoute(route('/api/widget/:id'), ids)).toEqual({ unfilled: ['widget/:id'] });
    expect(fillRoute(route('/api/group/:id/colour/:shade'), ids)).toEqual({ unfilled: ['colour/:shade'] });
    expect(fillRoute(route('/api/group/', { requiredQuery: ['colour'] }), ids)).toEqual({ unfilled: ['?colour'] });
  });

  it('fills by the segment before the parameter and its name', () => {
    expect(fillRoute(route('/api/section/:id'), ids).path).toBe('/api/section/12');
    expect(fillRoute(route('/api/group/section/:id'), ids).path).toBe('/api/group/section/12');
    expect(fillRoute(route('/api/family/members/:id/details'), ids).path).toBe('/api/family/members/14/details');
    expect(fillRoute(route('/api/treasury/cash-book', { requiredQuery: ['from', 'to'] }), ids).path).toBe(
      '/api/treasury/cash-book?from=2026-09-01&to=2026-11-26',
    );
  });

  it('counts pages and one-week lists as list pages', () => {
    expect(isListPage(route('/api/guardian/', { pageable: true }))).toBe(true);
    expect(isListPage(route('/api/planning', { ranged: true }))).toBe(true);
    expect(isListPage(route('/api/group/'))).toBe(false);
  });

  it('tells required query fields from optional ones', () => {
    const schema = {
      shape: {
        a: { safeParse: (v: unknown) => ({ success: v !== undefined }) },
        b: { safeParse: () => ({ success: true }) },
      },
    };
    expect(queryFields(schema)).toEqual([
      { name: 'a', required: true },
      { name: 'b', required: false },
    ]);
    expect(queryFields(undefined)).toEqual([]);
  });
});
