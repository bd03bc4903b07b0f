import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, coachSubGroup, newClientKey } from './test-data.js';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';

const MISSING = 987654;
const PERIOD = `startDate=${Date.parse('2026-11-01T00:00:00.000Z')}&endDate=${Date.parse('2026-11-30T23:59:59.999Z')}`;

/**
 * Isolation (docs/architecture.md#quality-security): a coach asking for a group, sub-group or
 * session they do not coach learns nothing, not even whether it exists. Each row is one request built for an id that
 * exists but is someone else's, and for an id that exists nowhere.
 */
describe("a coach cannot tell another group's records from missing ones", () => {
  let t: TestApp;
  let coach: StaffMember;
  let lineCoach: StaffMember;
  let ownGroup: number;
  let foreignGroup: number;
  let foreignSubGroup: number;
  let foreignSession: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    const admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    lineCoach = await t.staff(['COACH']);
    ownGroup = await buildGroup(db);
    foreignGroup = await buildGroup(db);
    foreignSubGroup = await buildSubGroup(db, foreignGroup);
    const ownLine = await buildSubGroup(db, ownGroup);
    await coachGroup(db, ownGroup, coach.id);
    await coachSubGroup(db, ownLine, lineCoach.id);
    const swimmer = await buildMember(db, { groupId: foreignGroup });
    const created = await t.call({
      method: 'POST',
      url: '/api/session/',
      headers: admin.headers,
      payload: {
        session: {
          groupId: foreignGroup,
          subGroupId: 0,
          date: '2026-11-03T17:00:00.000Z',
          clientKey: newClientKey(),
          students: [{ id: swimmer, isAbsent: false, isLate: false }],
        },
      },
    });
    expect(created.statusCode).toBe(200);
    foreignSession = (await db.selectFrom('training_sessions').select('id').where('group_id', '=', foreignGroup).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  const sheet = (groupId: number, subGroupId = 0) => ({
    session: { groupId, subGroupId, date: '2026-11-10T17:00:00.000Z', clientKey: newClientKey(), students: [] },
  });
  const edit = (id: number) => ({ session: { id, version: 1, date: '2026-11-10T17:00:00.000Z', students: [] } });

  /** [what, request for someone else's record, request for a missing one]. */
  const rows = (): [string, InjectOptions, InjectOptions][] => [
    ['group details', { method: 'GET', url: `/api/group/${foreignGroup}` }, { method: 'GET', url: `/api/group/${MISSING}` }],
    ['next-year groups', { method: 'GET', url: `/api/group/${foreignGroup}/next` }, { method: 'GET', url: `/api/group/${MISSING}/next` }],
    [
      'group recipients',
      { method: 'GET', url: `/api/group/${foreignGroup}/recipients` },
      { method: 'GET', url: `/api/group/${MISSING}/recipients` },
    ],
    [
      'sub-groups',
      { method: 'GET', url: `/api/group/${foreignGroup}/subgroup/` },
      { method: 'GET', url: `/api/group/${MISSING}/subgroup/` },
    ],
    [
      'students of a group',
      { method: 'GET', url: `/api/student/session?groupId=${foreignGroup}` },
      { method: 'GET', url: `/api/student/session?groupId=${MISSING}` },
    ],
    [
      'students of a sub-group',
      { method: 'GET', url: `/api/student/session?groupId=${foreignGroup}&subGroupId=${foreignSubGroup}` },
      { method: 'GET', url: `/api/student/session?groupId=${MISSING}&subGroupId=${MISSING}` },
    ],
    [
      'new session',
      { method: 'POST', url: '/api/session/', payload: sheet(foreignGroup) },
      { method: 'POST', url: '/api/session/', payload: sheet(MISSING) },
    ],
    [
      'new sub-group session',
      { method: 'POST', url: '/api/session/', payload: sheet(foreignGroup, foreignSubGroup) },
      { method: 'POST', url: '/api/session/', payload: sheet(MISSING, MISSING) },
    ],
    [
      'session and its attendance',
      { method: 'GET', url: `/api/session/${foreignSession}` },
      { method: 'GET', url: `/api/session/${MISSING}` },
    ],
    [
      'attendance edit',
      { method: 'PATCH', url: '/api/session/edit/', payload: edit(foreignSession) },
      { method: 'PATCH', url: '/api/session/edit/', payload: edit(MISSING) },
    ],
    [
      'attendance rates',
      { method: 'GET', url: `/api/session/rates?groupId=${foreignGroup}&${PERIOD}` },
      { method: 'GET', url: `/api/session/rates?groupId=${MISSING}&${PERIOD}` },
    ],
    [
      'attendance export',
      { method: 'GET', url: `/api/session/rates/export?groupId=${foreignGroup}&${PERIOD}` },
      { method: 'GET', url: `/api/session/rates/export?groupId=${MISSING}&${PERIOD}` },
    ],
    [
      'time slots',
      { method: 'GET', url: `/api/timeslot?groupId=${foreignGroup}` },
      { method: 'GET', url: `/api/timeslot?groupId=${MISSING}` },
    ],
    [
      'next time slot',
      { method: 'GET', url: `/api/timeslot/next?groupId=${foreignGroup}` },
      { method: 'GET', url: `/api/timeslot/next?groupId=${MISSING}` },
    ],
  ];

  it.each([
    ['a group coach', () => coach],
    ['a sub-group coach', () => lineCoach],
  ])('answers %s the same status and body for a forbidden id and a missing one (403)', async (_who, who) => {
    const differences: string[] = [];
    for (const [what, forbidden, missing] of rows()) {
      const headers = who().headers;
      const a = await t.call({ ...forbidden, headers });
      const b = await t.call({ ...missing, headers });
      if (a.statusCode !== b.statusCode || a.body !== b.body || a.statusCode !== 403) {
        differences.push(`${what}: someone else's → ${a.statusCode} ${a.body} | missing → ${b.statusCode} ${b.body}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
