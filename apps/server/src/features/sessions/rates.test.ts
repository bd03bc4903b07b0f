import type { AttendanceRatesDto } from '@club/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, coachSubGroup, moveMember, newClientKey } from './test-data.js';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';

describe('attendance rates and their export', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let otherCoach: StaffMember;
  let lineCoach: StaffMember;
  let group: number;
  let line: number;
  let other: number;
  const m: Record<string, number> = {};
  // 1 to 30 November 2026, Monaco time.
  const period = `startDate=${Date.parse('2026-10-31T23:00:00.000Z')}&endDate=${Date.parse('2026-11-30T22:59:59.999Z')}`;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    otherCoach = await t.staff(['COACH']);
    lineCoach = await t.staff(['COACH']);
    group = await buildGroup(db, { name: 'Espoirs 2' });
    other = await buildGroup(db, { name: 'Masters' });
    line = await buildSubGroup(db, group, { name: 'Ligne rapide' });
    await coachGroup(db, group, coach.id);
    await coachGroup(db, other, otherCoach.id);
    await coachSubGroup(db, line, lineCoach.id);
    m.zoe = await buildMember(db, { groupId: group, subGroupId: line, firstName: 'Zoé', lastName: 'Martin' });
    m.hostile = await buildMember(db, { groupId: group, firstName: '+33 6 12', lastName: '=cmd|calc' });
    m.idle = await buildMember(db, { groupId: group, firstName: 'Hugo', lastName: 'Bernard' });
    m.mover = await buildMember(db, { groupId: group, firstName: 'Inès', lastName: 'Durand' });
    m.master = await buildMember(db, { groupId: other, firstName: 'Marc', lastName: 'Vieux' });

    const post = async (who: StaffMember, session: Record<string, unknown>) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/session/',
        headers: who.headers,
        payload: { session: { groupId: group, subGroupId: 0, clientKey: newClientKey(), ...session } },
      });
      expect(response.statusCode).toBe(200);
    };
    const mark = (id: number, isAbsent: boolean, isLate = false) => ({ id, isAbsent, isLate });
    // Before the period: not counted.
    await post(coach, { date: '2026-10-31T22:59:59.999Z', students: [mark(m.zoe!, true), mark(m.hostile!, true)] });
    await post(coach, {
      date: '2026-11-03T17:00:00.000Z',
      students: [mark(m.zoe!, false), mark(m.hostile!, true), mark(m.mover!, false, true)],
    });
    await post(coach, {
      date: '2026-11-10T17:00:00.000Z',
      students: [mark(m.zoe!, false, true), mark(m.hostile!, false), mark(m.mover!, true)],
    });
    await post(lineCoach, { subGroupId: line, date: '2026-11-30T22:00:00.000Z', students: [mark(m.zoe!, true)] });
    // Another group: not counted.
    await post(otherCoach, { groupId: other, date: '2026-11-04T17:00:00.000Z', students: [mark(m.master!, false)] });
    // After the period: not counted.
    await post(coach, { date: '2026-11-30T23:00:00.000Z', students: [mark(m.zoe!, true)] });
    // Inès left the group since: her records still count, and she is still listed.
    await moveMember(db, m.mover!, other);
  });
  afterAll(() => t.close());

  const rates = (query: string, who: StaffMember = coach) =>
    t.call({ method: 'GET', url: `/api/session/rates?${query}`, headers: who.headers });
  const exportFile = (query: string, who: StaffMember = coach, lang?: string) =>
    t.call({
      method: 'GET',
      url: `/api/session/rates/export?${query}`,
      headers: who.headers,
      ...(lang === undefined ? {} : { cookies: { lang } }),
    });

  it('counts present, absent and late per member and for the group, with percentages', async () => {
    const response = await rates(`groupId=${group}&${period}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<AttendanceRatesDto>();
    expect(body.startDate).toBe('2026-10-31T23:00:00.000Z');
    expect(body.endDate).toBe('2026-11-30T22:59:59.999Z');
    expect(body.group).toEqual({
      id: group,
      name: 'Espoirs 2',
      sessions: 3,
      present: 4,
      absent: 3,
      excused: 0,
      late: 2,
      presentRate: 57.1,
      absentRate: 42.9,
      excusedRate: 0,
      unexcusedRate: 42.9,
      lateRate: 28.6,
    });
    const byName = Object.fromEntries(body.members.map((member) => [member.lastName, member]));
    expect(byName.Martin).toEqual({
      id: m.zoe,
      firstName: 'Zoé',
      lastName: 'Martin',
      sessions: 3,
      present: 2,
      absent: 1,
      excused: 0,
      late: 1,
      presentRate: 66.7,
      absentRate: 33.3,
      excusedRate: 0,
      unexcusedRate: 33.3,
      lateRate: 33.3,
    });
    expect(byName['=cmd|calc']).toMatchObject({
      sessions: 2,
      present: 1,
      absent: 1,
      late: 0,
      presentRate: 50,
      absentRate: 50,
      lateRate: 0,
    });
    expect(byName.Durand).toMatchObject({ sessions: 2, present: 1, absent: 1, late: 1, presentRate: 50, lateRate: 50 });
    expect(byName.Bernard).toMatchObject({
      sessions: 0,
      present: 0,
      absent: 0,
      late: 0,
      presentRate: null,
      absentRate: null,
      lateRate: null,
    });
    expect(body.members.map((member) => member.lastName)).toEqual(['=cmd|calc', 'Bernard', 'Durand', 'Martin']);
    // The group adds its members up.
    for (const key of ['present', 'absent', 'late'] as const) {
      expect(body.members.reduce((sum, member) => sum + member[key], 0)).toBe(body.group[key]);
    }
  });

  it('gives writers every group and a sub-group coach the sessions of their sub-group', async () => {
    expect((await rates(`groupId=${group}&${period}`, admin)).json<AttendanceRatesDto>().group.sessions).toBe(3);
    expect((await rates(`groupId=${group}&${period}`, manager)).statusCode).toBe(200);
    const lineOnly = (await rates(`groupId=${group}&${period}`, lineCoach)).json<AttendanceRatesDto>();
    expect(lineOnly.group).toMatchObject({ sessions: 1, present: 0, absent: 1, late: 0, absentRate: 100 });
    expect(lineOnly.members.map((member) => member.lastName)).toEqual(['Martin']);
  });

  it("refuses a coach another group's rates, 404 for an unknown group, 400 for a bad period", async () => {
    expect((await rates(`groupId=${group}&${period}`, otherCoach)).statusCode).toBe(403);
    expect((await rates(`groupId=987654&${period}`, admin)).statusCode).toBe(404);
    expect((await rates(period)).json()).toMatchObject({ code: 'BAD_REQUEST', fields: { groupId: expect.any(String) } });
    expect((await rates(`groupId=${group}&startDate=20&endDate=10`)).json()).toMatchObject({ fields: { endDate: 'DATE_RANGE_ERROR' } });
    expect((await rates(`groupId=${group}&startDate=x&endDate=10`)).json()).toMatchObject({
      fields: { startDate: 'INVALID_DATE_MESSAGE' },
    });
    expect((await t.call({ method: 'GET', url: `/api/session/rates?groupId=${group}&${period}` })).statusCode).toBe(401);
  });

  const load = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    return { sheet, values };
  };

  it('exports a real .xlsx, as an attachment never cached, headers in French by default', async () => {
    const response = await exportFile(`groupId=${group}&${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attendance-espoirs-2-2026-11-01-2026-11-30.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { sheet, values } = await load(response.rawPayload);
    expect(sheet.name).toBe('Présences');
    expect(values(1)).toEqual(['Présences', 'Espoirs 2']);
    expect(values(2)).toEqual(['Période', '01/11/2026 – 30/11/2026']);
    expect(values(4)).toEqual([
      'Nom',
      'Prénom',
      'Séances',
      'Présent',
      'Absent',
      'Absence excusée',
      'Absence non excusée',
      'En retard',
      'Présence (%)',
      'Absence (%)',
      'Retard (%)',
    ]);
    expect(values(5)).toEqual(['=cmd|calc', '+33 6 12', 2, 1, 1, 0, 1, 0, 0.5, 0.5, 0]);
    expect(values(6)).toEqual(['Bernard', 'Hugo', 0, 0, 0, 0, 0, 0]);
    expect(values(8)).toEqual(['Martin', 'Zoé', 3, 2, 1, 0, 1, 1, 2 / 3, 1 / 3, 1 / 3]);
    expect(values(9)).toEqual(['Total du groupe', undefined, 3, 4, 3, 0, 3, 2, 4 / 7, 3 / 7, 2 / 7]);
    expect(sheet.getCell('I8').numFmt).toBe('0.0%');
  });

  it('writes a name starting with = or + as text, never as a formula', async () => {
    const { sheet } = await load((await exportFile(`groupId=${group}&${period}`, admin)).rawPayload);
    for (const address of ['A5', 'B5']) {
      const cell = sheet.getCell(address);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(sheet.getCell('A5').value).toBe('=cmd|calc');
  });

  it('translates the headers with the lang cookie', async () => {
    const { sheet, values } = await load((await exportFile(`groupId=${group}&${period}`, coach, 'en')).rawPayload);
    expect(sheet.name).toBe('Attendance');
    expect(values(4)).toEqual([
      'Last name',
      'First name',
      'Sessions',
      'Present',
      'Absent',
      'Excused absence',
      'Unexcused absence',
      'Late',
      'Present (%)',
      'Absent (%)',
      'Late (%)',
    ]);
    expect(values(9)![0]).toBe('Group total');
  });

  it("refuses to export another group's rates to a coach, and anonymous callers", async () => {
    const refused = await exportFile(`groupId=${group}&${period}`, otherCoach);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await t.call({ method: 'GET', url: `/api/session/rates/export?groupId=${group}&${period}` })).statusCode).toBe(401);
    expect((await exportFile(`groupId=${group}`)).statusCode).toBe(400);
  });
});
