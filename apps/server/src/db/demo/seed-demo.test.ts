import { EMAIL, emailListField, isMinor, NAME_LIKE, PHONE, ROLES } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_PASSWORD, DemoSeedRefused, seedDemoClub, type DemoSummary } from './seed.js';

describe('demo club (npm run seed:demo)', () => {
  let t: TestApp;
  let summary: DemoSummary;
  beforeAll(async () => {
    t = await createTestApp();
    summary = await seedDemoClub(t.deps.db, t.deps.dialect, t.clock, { members: 120, groups: 12, staff: 8, seed: 7 });
  });
  afterAll(() => t.close());

  it('creates the numbers asked for, with staff of every role', async () => {
    expect(summary).toMatchObject({ groups: 12, members: 120, subscriptions: 120, season: '2026-2027' });
    expect(summary.staff).toHaveLength(8);
    for (const role of ROLES) expect(summary.staff.some((s) => s.roles.includes(role))).toBe(true);
    const sections = await t.deps.db.selectFrom('sections').select('name').where('system_role', 'is', null).execute();
    expect(sections.map((s) => s.name)).toEqual(expect.arrayContaining(['Natation', 'Water-polo', 'Plongeon', 'Natation artistique']));
    expect(summary.subGroups).toBeGreaterThan(0);
  });

  it('gives groups prices, coaches, e-mail lists and next-year possibilities', async () => {
    const db = t.deps.db;
    const groups = await db.selectFrom('groups').selectAll().where('system_role', 'is', null).execute();
    expect(groups).toHaveLength(12);
    for (const group of groups) {
      expect(group.price_cents).toBeGreaterThanOrEqual(0);
      expect(group.price_cents).toBeLessThan(50_000);
      expect(group.type_id).not.toBeNull();
      expect(group.pack_id).not.toBeNull();
      expect(emailListField.safeParse(group.email_list).success).toBe(true);
      const coaches = await db.selectFrom('group_coaches').select('user_id').where('group_id', '=', group.id).execute();
      expect(coaches.length).toBeGreaterThan(0);
      const next = await db.selectFrom('group_next').select('possible_group_id').where('group_id', '=', group.id).execute();
      expect(next.map((n) => n.possible_group_id)).toContain(group.id);
    }
  });

  it("makes members that pass the app's own checks, born in their group's years, minors with a guardian", async () => {
    const db = t.deps.db;
    const members = await db
      .selectFrom('members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .leftJoin('guardians as gd', 'gd.id', 'm.guardian_id')
      .select([
        'm.first_name',
        'm.last_name',
        'm.birth_date',
        'm.email',
        'm.phone_number',
        'm.sub_group_id',
        'm.group_id',
        'g.name as group_name',
        'gd.email as guardian_email',
        'gd.phone_number as guardian_phone',
      ])
      .execute();
    expect(members).toHaveLength(120);
    for (const m of members) {
      expect(m.first_name).toMatch(NAME_LIKE);
      expect(m.last_name).toMatch(NAME_LIKE);
      const year = Number(m.birth_date.slice(0, 4));
      expect(year).toBeGreaterThan(1940);
      expect(year).toBeLessThanOrEqual(2021);
      const years = /(\d{4})-(\d{4})$/.exec(m.group_name);
      if (years !== null) {
        expect(year).toBeGreaterThanOrEqual(Number(years[1]));
        expect(year).toBeLessThanOrEqual(Number(years[2]));
      }
      if (isMinor(m.birth_date, t.clock.now())) {
        expect(m.guardian_email).toMatch(EMAIL);
        expect(m.guardian_phone).toMatch(PHONE);
      } else {
        expect(m.email).toMatch(EMAIL);
      }
      if (m.phone_number !== null) expect(m.phone_number).toMatch(PHONE);
      if (m.sub_group_id !== null) {
        const sub = await db.selectFrom('sub_groups').select('group_id').where('id', '=', m.sub_group_id).executeTakeFirstOrThrow();
        expect(sub.group_id).toBe(m.group_id);
      }
    }
    // Addresses are on reserved domains only: a demo mail never reaches anyone.
    const addresses = await db.selectFrom('guardians').select('email').execute();
    expect(addresses.every((a) => /@example\.(com|org|net)$/.test(a.email))).toBe(true);
  });

  it('subscribes everyone to the current season, in mixed states', async () => {
    const rows = await t.deps.db
      .selectFrom('subscriptions as s')
      .innerJoin('seasons as se', 'se.id', 's.season_id')
      .select(['s.state', 's.member_id', 'se.is_current'])
      .execute();
    expect(rows).toHaveLength(120);
    expect(rows.every((r) => r.is_current === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(120);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['SCHEDULED', 'STARTED', 'MISSING_DOC', 'DONE']));
  });

  it('gives every group with members two weekly slots and past sessions on them, attendance for each member', async () => {
    const slots = await t.deps.db.selectFrom('time_slots').select(['group_id', 'weekday', 'start_time', 'end_time']).execute();
    expect(slots).toHaveLength(summary.timeSlots);
    expect(summary.timeSlots).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.weekday).toBeGreaterThanOrEqual(1);
      expect(slot.weekday).toBeLessThanOrEqual(5);
      expect(slot.end_time > slot.start_time).toBe(true);
    }
    const sessions = await t.deps.db.selectFrom('training_sessions').select(['id', 'group_id', 'date']).execute();
    expect(sessions).toHaveLength(summary.sessions);
    // Six weeks of two slots a week.
    expect(summary.sessions).toBe((summary.timeSlots / 2) * 12);
    expect(sessions.every((session) => session.date < t.clock.now().toISOString())).toBe(true);
    const first = sessions[0]!;
    const marked = await t.deps.db
      .selectFrom('attendances')
      .select(['member_id', 'is_absent', 'is_late'])
      .where('session_id', '=', first.id)
      .execute();
    const inGroup = await t.deps.db.selectFrom('members').select('id').where('group_id', '=', first.group_id).execute();
    expect(marked.map((m) => m.member_id).sort()).toEqual(inGroup.map((m) => m.id).sort());
    expect(marked.every((m) => !(m.is_absent === 1 && m.is_late === 1))).toBe(true);
  });

  it('gives the club two places, the first its default, which the staff read', async () => {
    expect(summary.places).toBe(2);
    const admin = summary.staff.find((s) => s.roles.includes('ADMIN'))!;
    const login = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: admin.login, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json<{ token: { access: string } }>().token.access}` };
    const places = await t.call({ method: 'GET', url: '/api/club/places', headers });
    expect(places.json()).toMatchObject([
      { name: 'Stade Louis II', isDefault: true, sortOrder: 0 },
      { name: 'Piscine Rainier III', isDefault: false, sortOrder: 1 },
    ]);
    // The demo's tests and time slots are at the club's places.
    const locations = await t.deps.db.selectFrom('time_slots').select('location').distinct().execute();
    expect(locations.map((l) => l.location).sort()).toEqual(['Piscine Rainier III', 'Stade Louis II']);
  });

  it('lets the demo staff log in with the demo password and use the club', async () => {
    const admin = summary.staff.find((s) => s.roles.includes('ADMIN'))!;
    const login = await t.call({ method: 'POST', url: '/api/coach/login', payload: { login: admin.login, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ token: { access: string }; mustChangePassword: boolean }>();
    expect(body.mustChangePassword).toBe(false);
    const groups = await t.call({ method: 'GET', url: '/api/group/', headers: { authorization: `Bearer ${body.token.access}` } });
    expect(groups.json<{ studentCount: number }[]>().reduce((n, g) => n + g.studentCount, 0)).toBe(120);
  });

  it('refuses a database that holds members, unless forced', async () => {
    await expect(seedDemoClub(t.deps.db, t.deps.dialect, t.clock, { members: 10, groups: 2, staff: 3, seed: 7 })).rejects.toBeInstanceOf(
      DemoSeedRefused,
    );
    const forced = await seedDemoClub(t.deps.db, t.deps.dialect, t.clock, { members: 10, groups: 2, staff: 3, seed: 7, force: true });
    expect(forced.members).toBe(10);
    // The club's places are left as they are.
    expect(forced.places).toBe(0);
    expect(await t.deps.db.selectFrom('club_places').select('name').orderBy('sort_order').execute()).toEqual([
      { name: 'Stade Louis II' },
      { name: 'Piscine Rainier III' },
    ]);
    const count = await t.deps.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(130);
    // The same seed again: logins and group names stay unique.
    const logins = await t.deps.db.selectFrom('users').select('login').execute();
    expect(new Set(logins.map((l) => l.login)).size).toBe(logins.length);
  });
});
