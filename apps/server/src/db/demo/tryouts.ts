import { clubYear, localDayOf, shiftDay, tryoutBirthYearRange, wallClockInstant } from '@club/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../types.js';
import { DEMO_MAIN_POOL, DEMO_OTHER_POOL } from './places.js';

/** A demo test: a day offset from today, a Monaco time, a type and the ages it is for. */
interface DemoTryout {
  days: number;
  time: string;
  type: string;
  minAge: number;
  maxAge: number;
  capacity: number;
  location: string;
}

/** Upcoming tests: the waiting members are assigned to the first one that fits them. */
const UPCOMING: DemoTryout[] = [
  { days: 7, time: '17:30', type: 'NATATION_LOISIR', minAge: 5, maxAge: 8, capacity: 12, location: DEMO_MAIN_POOL },
  { days: 14, time: '17:30', type: 'NATATION_COMPETITION', minAge: 9, maxAge: 12, capacity: 10, location: DEMO_MAIN_POOL },
  { days: 21, time: '18:00', type: 'WATER-POLO', minAge: 13, maxAge: 17, capacity: 8, location: DEMO_OTHER_POOL },
  { days: 28, time: '19:00', type: 'ADULTE', minAge: 18, maxAge: 80, capacity: 15, location: DEMO_MAIN_POOL },
];

/** Completed tests: some of the season's new members came through them, a few were not admitted. */
const PAST: DemoTryout[] = [
  { days: -60, time: '10:00', type: 'NATATION_LOISIR', minAge: 5, maxAge: 9, capacity: 12, location: DEMO_MAIN_POOL },
  { days: -30, time: '17:30', type: 'NATATION_COMPETITION', minAge: 8, maxAge: 13, capacity: 10, location: DEMO_MAIN_POOL },
];

const POSSIBLE_GROUPS = 4;
const NOT_ADMITTED = 2;

/** An age band's birth years, inside the bounds a test may have (docs/product.md#validation). */
const yearsOf = (tryout: DemoTryout, now: Date) => {
  const year = clubYear(now);
  const bounds = tryoutBirthYearRange(now);
  return {
    min: Math.max(bounds.min, year - tryout.maxAge),
    max: Math.min(bounds.max, year - tryout.minAge),
  };
};

/** Inserts the test, unless the club has no group of its type (a small demo club): null then. */
const insertDemoTryout = async (trx: Transaction<DB>, tryout: DemoTryout, now: Date, completed: boolean) => {
  const day = shiftDay(localDayOf(now).day, tryout.days);
  const typeId = (await trx.selectFrom('types').select('id').where('code', '=', tryout.type).executeTakeFirstOrThrow()).id;
  const groups = await trx
    .selectFrom('groups')
    .select('id')
    .where('type_id', '=', typeId)
    .where('system_role', 'is', null)
    .orderBy('name')
    .limit(POSSIBLE_GROUPS)
    .execute();
  if (groups.length === 0) return null;
  const years = yearsOf(tryout, now);
  const { id } = await trx
    .insertInto('tests')
    .values({
      scheduled_at: wallClockInstant(day, tryout.time).toISOString(),
      capacity: tryout.capacity,
      min_birth_year: years.min,
      max_birth_year: years.max,
      type_id: typeId,
      location: tryout.location,
      completed: completed ? 1 : 0,
      created_at: new Date(now.getTime() + Math.min(tryout.days - 21, -7) * 86_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, typeId, years, day, groupIds: groups.map((g) => g.id) };
};

const notInAnyTryout = (trx: Transaction<DB>) => trx.selectFrom('test_members').select('member_id');

/**
 * The demo club's try-out tests (docs/product.md#tryout-tests): upcoming ones with their possible
 * groups and the members waiting in the group "Aucun" assigned to them, and completed ones through
 * which some of the season's new members were placed and a few were not admitted. Runs inside the
 * demo seed's transaction, after the members and subscriptions.
 */
export const seedDemoTryouts = async (trx: Transaction<DB>, now: Date): Promise<{ upcoming: number; past: number; assigned: number }> => {
  let assigned = 0;
  let past = 0;

  // Upcoming tests and the waiting members.
  const upcoming = [];
  for (const template of UPCOMING) {
    const tryout = await insertDemoTryout(trx, template, now, false);
    if (tryout === null) continue;
    await trx
      .insertInto('test_groups')
      .values(tryout.groupIds.map((group_id) => ({ test_id: tryout.id, group_id })))
      .execute();
    upcoming.push({ ...tryout, capacity: template.capacity, taken: 0 });
  }
  const waiting = await trx
    .selectFrom('members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.id', 'm.birth_date'])
    .where('g.system_role', '=', 'NONE')
    .where('m.left_at', 'is', null)
    .where('m.id', 'not in', notInAnyTryout(trx))
    .orderBy('m.id')
    .execute();
  for (const member of waiting) {
    const year = Number(member.birth_date.slice(0, 4));
    const tryout = upcoming.find((u) => u.taken < u.capacity && year >= u.years.min && year <= u.years.max);
    if (tryout === undefined) continue;
    await trx
      .insertInto('test_members')
      .values({ test_id: tryout.id, member_id: member.id, failed: 0, assigned_at: new Date(now.getTime() - 3 * 86_400_000).toISOString() })
      .execute();
    tryout.taken += 1;
    assigned += 1;
  }

  // Completed tests: new members of the season placed in their group, and a few not admitted.
  for (const template of PAST) {
    const tryout = await insertDemoTryout(trx, template, now, true);
    if (tryout === null) continue;
    const assignedAt = wallClockInstant(shiftDay(tryout.day, -7), '12:00').toISOString();
    const placed = await trx
      .selectFrom('members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .innerJoin('subscriptions as s', 's.member_id', 'm.id')
      .innerJoin('seasons as se', 'se.id', 's.season_id')
      .select(['m.id', 'm.group_id'])
      .where('se.is_current', '=', 1)
      .where('s.is_new', '=', 1)
      .where('g.type_id', '=', tryout.typeId)
      .where('g.system_role', 'is', null)
      .where('m.birth_date', '>=', `${tryout.years.min}-01-01`)
      .where('m.birth_date', '<=', `${tryout.years.max}-12-31`)
      .where('m.id', 'not in', notInAnyTryout(trx))
      .orderBy('m.id')
      .limit(template.capacity - NOT_ADMITTED)
      .execute();
    const notAdmitted = await trx
      .selectFrom('members as m')
      .innerJoin('groups as g', 'g.id', 'm.group_id')
      .select('m.id')
      .where('g.system_role', '=', 'REMOVED')
      .where('m.left_at', 'is not', null)
      .where('m.birth_date', '>=', `${tryout.years.min}-01-01`)
      .where('m.birth_date', '<=', `${tryout.years.max}-12-31`)
      .where('m.id', 'not in', notInAnyTryout(trx))
      .orderBy('m.id')
      .limit(NOT_ADMITTED)
      .execute();
    const possible = [...new Set([...placed.map((p) => p.group_id!), ...tryout.groupIds])];
    await trx
      .insertInto('test_groups')
      .values(possible.map((group_id) => ({ test_id: tryout.id, group_id })))
      .execute();
    const rows = [
      ...placed.map((p) => ({ test_id: tryout.id, member_id: p.id, result_group_id: p.group_id, failed: 0, assigned_at: assignedAt })),
      ...notAdmitted.map((m) => ({ test_id: tryout.id, member_id: m.id, result_group_id: null, failed: 1, assigned_at: assignedAt })),
    ];
    if (rows.length > 0) await trx.insertInto('test_members').values(rows).execute();
    past += 1;
  }

  return { upcoming: upcoming.length, past, assigned };
};
