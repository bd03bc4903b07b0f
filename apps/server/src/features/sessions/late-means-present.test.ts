import type { SessionDetailsDto, SessionListRowDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, newClientKey } from './test-data.js';
import { buildGroup, buildMember } from '../../test/factories/index.js';

/**
 * A late swimmer came: "late" means present. A sheet saying late and absent at once (an older
 * screen let a coach tick late alone) is stored as present and late rather than refused, so
 * that the coach's session is not lost over a tick the screen no longer allows.
 */
describe('a late swimmer is present', () => {
  let t: TestApp;
  let coach: StaffMember;
  let group: number;
  let late: number;
  let absent: number;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.staff(['COACH']);
    group = await buildGroup(t.deps.db, { name: 'Poussins' });
    await coachGroup(t.deps.db, group, coach.id);
    late = await buildMember(t.deps.db, { groupId: group, firstName: 'Léo', lastName: 'Retard' });
    absent = await buildMember(t.deps.db, { groupId: group, firstName: 'Ana', lastName: 'Absente' });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: Record<string, unknown>) =>
    t.call({ method, url, headers: coach.headers, ...(payload === undefined ? {} : { payload }) });
  const sheetOf = async (id: number) => (await call('GET', `/api/session/${id}`)).json<SessionDetailsDto>();
  const flags = (session: SessionDetailsDto) => session.students.map((s) => [s.lastName, s.isAbsent, s.isLate]);

  it('stores a new sheet’s late-and-absent swimmer as present and late, and counts them so', async () => {
    const clientKey = newClientKey();
    const date = '2026-11-17T17:00:00.000Z';
    const students = [
      { id: late, isAbsent: true, isLate: true },
      { id: absent, isAbsent: true, isLate: false },
    ];
    const response = await call('POST', '/api/session/', { session: { groupId: group, subGroupId: 0, date, clientKey, students } });
    expect([response.statusCode, response.body]).toEqual([200, 'true']);
    const { id } = await t.deps.db
      .selectFrom('training_sessions')
      .select('id')
      .where('client_key', '=', clientKey)
      .executeTakeFirstOrThrow();
    expect(flags(await sheetOf(id))).toEqual([
      ['Absente', true, false],
      ['Retard', false, true],
    ]);
    const rows = (await call('GET', `/api/session?startDate=${Date.parse(date)}&endDate=${Date.parse(date)}`)).json<SessionListRowDto[]>();
    expect(rows).toMatchObject([{ id, participants: 1, absences: 1, lates: 1 }]);
  });

  it('does the same for an edited sheet', async () => {
    const clientKey = newClientKey();
    const students = [{ id: late, isAbsent: false, isLate: false }];
    await call('POST', '/api/session/', {
      session: { groupId: group, subGroupId: 0, date: '2026-11-18T17:00:00.000Z', clientKey, students },
    });
    const { id } = await t.deps.db
      .selectFrom('training_sessions')
      .select('id')
      .where('client_key', '=', clientKey)
      .executeTakeFirstOrThrow();
    const edited = await call('PATCH', '/api/session/edit/', {
      session: { id, version: 1, date: '2026-11-18T17:00:00.000Z', students: [{ id: late, isAbsent: true, isLate: true }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(flags(await sheetOf(id))).toEqual([['Retard', false, true]]);
  });
});
