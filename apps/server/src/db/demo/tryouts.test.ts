import { makeTryoutUpdateSchema, type TryoutCardDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { seedDemoClub } from './seed.js';

describe('demo club: try-out tests (npm run seed:demo)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let cards: TryoutCardDto[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoClub(t.deps.db, t.deps.dialect, t.clock, { members: 300, groups: 24, staff: 8, seed: 11 });
    admin = await t.staff(['ADMIN']);
    cards = (await t.call({ method: 'GET', url: '/api/test/', headers: admin.headers })).json<TryoutCardDto[]>();
  });
  afterAll(() => t.close());

  it('has upcoming tests open for assignment and completed past tests, all passing the app’s own rules', () => {
    const now = t.clock.now().toISOString();
    const upcoming = cards.filter((c) => c.scheduledDateTime > now);
    const past = cards.filter((c) => c.scheduledDateTime < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((c) => !c.completed)).toBe(true);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.every((c) => c.completed)).toBe(true);
    const schema = makeTryoutUpdateSchema(() => t.clock.now());
    for (const card of cards) {
      expect(schema.safeParse(card).success, `test ${card.id}`).toBe(true);
      expect(card.assigned).toBeLessThanOrEqual(card.capacity);
      expect(card.groups.length).toBeGreaterThan(0);
    }
  });

  it('lists upcoming tests with places on the create page', async () => {
    const available = (await t.call({ method: 'GET', url: '/api/test/?available=true', headers: admin.headers })).json<TryoutCardDto[]>();
    expect(available.length).toBeGreaterThanOrEqual(3);
  });

  it('assigns members waiting in "Aucun" to upcoming tests that fit their birth year', async () => {
    const waiting = await t.deps.db
      .selectFrom('members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .leftJoin('test_members as tm', 'tm.member_id', 'm.id')
      .leftJoin('tests as te', 'te.id', 'tm.test_id')
      .select(['m.id', 'm.birth_date', 'te.min_birth_year', 'te.max_birth_year', 'te.completed'])
      .where('g.system_role', '=', 'NONE')
      .execute();
    const assigned = waiting.filter((m) => m.completed !== null);
    expect(assigned.length).toBeGreaterThan(0);
    for (const member of assigned) {
      const year = Number(member.birth_date.slice(0, 4));
      expect(member.completed).toBe(0);
      expect(year).toBeGreaterThanOrEqual(member.min_birth_year!);
      expect(year).toBeLessThanOrEqual(member.max_birth_year!);
    }
  });

  it('records the results of past tests: placed members in one of the possible groups, the others not admitted', async () => {
    const now = t.clock.now().toISOString();
    let placed = 0;
    for (const card of cards.filter((c) => c.scheduledDateTime < now)) {
      const participants = await t.deps.db
        .selectFrom('test_members as tm')
        .innerJoin('members as m', 'm.id', 'tm.member_id')
        .select(['m.group_id', 'm.left_at', 'tm.result_group_id', 'tm.failed'])
        .where('tm.test_id', '=', card.id)
        .execute();
      expect(participants.length).toBeGreaterThan(0);
      const possible = card.groups.map((g) => g.id);
      for (const p of participants) {
        if (p.failed === 1) {
          expect(p.result_group_id).toBeNull();
          expect(p.left_at).not.toBeNull();
        } else {
          expect(possible).toContain(p.result_group_id);
          expect(p.group_id).toBe(p.result_group_id);
          placed += 1;
        }
      }
    }
    expect(placed).toBeGreaterThan(0);
  });
});
