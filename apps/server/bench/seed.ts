import { sql, type Kysely } from 'kysely';
import { hashToken } from '../src/auth/tokens.js';
import type { DialectName } from '../src/db/dialect.js';
import { DEMO_PASSWORD, seedDemoClub } from '../src/db/demo/seed.js';
import type { DB } from '../src/db/types.js';
import { seedReferenceData } from '../src/db/seed-reference.js';
import { chunks } from '../src/db/system-records.js';
import type { Clock } from '../src/lib/clock.js';

/** What the scenarios need to build valid, distinct requests against the seeded club. */
export interface BenchFixtures {
  password: string;
  adminLogin: string;
  staffLogins: string[];
  groupIds: number[];
  /** Links of subscriptions already submitted or processed: the read-only view. */
  resumeTokens: string[];
  /** Links of SCHEDULED subscriptions, each submitted once by the bench. */
  submits: SubmitTarget[];
  /** Members free to be placed in an upcoming test of their age. */
  assignments: { testId: number; studentId: number }[];
  /** Per group, a training sheet: some of its members. */
  sheets: { groupId: number; studentIds: number[] }[];
  /** Rows of the members export: the season's subscriptions. */
  subscriptions: number;
  /** A processed subscription whose family the bench signs in for the family space's reads. */
  family: { subscriptionId: number; memberId: number; token: string };
}

export interface SubmitTarget {
  token: string;
  subscriptionId: number;
  memberId: number;
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
}

export interface BenchSeedOptions {
  members: number;
  groups: number;
  staff: number;
}

/**
 * The bench's club for a number of members: 50 staff, and 60 groups for 10,000 members, as many
 * more as the club is larger, so that a group keeps about 170 swimmers at any size. A club ten
 * times larger has ten times the groups, not groups ten times larger: what a group's sheet, rates
 * or roster answers stays the same size, and the scaling figures measure the club's growth
 * (docs/bench.md#what-it-measures).
 */
export const benchClubOf = (members: number): BenchSeedOptions => ({
  members,
  groups: Math.max(60, Math.round((members * 60) / 10_000)),
  staff: 50,
});

const SLOTS = [
  { weekday: 2, start: '18:00', end: '19:30' },
  { weekday: 5, start: '17:30', end: '19:00' },
];
const DAY_MS = 86_400_000;
const SHEET_SIZE = 30;
const MAX_SUBMITS = 20_000;
const MAX_RESUME = 2_000;
const MAX_ASSIGNMENTS = 20_000;

/** A link token the bench knows; the database keeps only its hash, as for a mailed link. */
const benchToken = (subscriptionId: number): string => `bench-link-${subscriptionId}-${'x'.repeat(24)}`;

/** Sets known link tokens on many subscriptions with one statement per batch (a VALUES list, both databases). */
const setTokens = async (db: Kysely<DB>, ids: number[], expiresAt: string): Promise<void> => {
  for (const part of chunks(ids, 500)) {
    const values = sql.join(part.map((id) => sql`(cast(${id} as integer), ${hashToken(benchToken(id))})`));
    await sql`with v(id, h) as (values ${values})
      update subscriptions set token_hash = (select v.h from v where v.id = subscriptions.id), token_expires_at = ${expiresAt}
      where id in (select v.id from v)`.execute(db);
  }
};

/** A season of weekly sessions: two time slots per group, one session per slot and past week, attendance for every member. */
const seedSessions = async (db: Kysely<DB>, groupIds: number[], coachOf: Map<number, number>, seasonStart: string, now: Date) => {
  // The demo seed may already give groups slots and its last weeks of sessions: the bench adds the rest of the season.
  const slotted = new Set((await db.selectFrom('time_slots').select('group_id').execute()).map((r) => r.group_id));
  const unslotted = groupIds.filter((id) => !slotted.has(id));
  if (unslotted.length > 0) {
    await db
      .insertInto('time_slots')
      .values(
        unslotted.flatMap((group_id) =>
          SLOTS.map((s) => ({ group_id, weekday: s.weekday, start_time: s.start, end_time: s.end, location: 'Stade Louis II' })),
        ),
      )
      .execute();
  }
  const earliest = await db
    .selectFrom('training_sessions')
    .select((eb) => eb.fn.min('date').as('first'))
    .executeTakeFirst();
  const until = earliest?.first == null ? now.toISOString() : String(earliest.first);
  const sessions: {
    group_id: number;
    sub_group_id: null;
    date: string;
    created_by: number | null;
    client_key: null;
    transmitted: 1;
    created_at: string;
  }[] = [];
  const start = new Date(`${seasonStart}T00:00:00.000Z`);
  for (let day = start.getTime(); day < now.getTime(); day += DAY_MS) {
    const date = new Date(day);
    const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
    for (const slot of SLOTS.filter((s) => s.weekday === weekday)) {
      const at = `${date.toISOString().slice(0, 10)}T${slot.start}:00.000Z`;
      if (at >= until) continue;
      for (const group_id of groupIds) {
        sessions.push({
          group_id,
          sub_group_id: null,
          date: at,
          created_by: coachOf.get(group_id) ?? null,
          client_key: null,
          transmitted: 1,
          created_at: at,
        });
      }
    }
  }
  for (const part of chunks(sessions, 500)) await db.insertInto('training_sessions').values(part).execute();
  // Attendance in the database itself: millions of rows at 100,000 members. About 1 in 8 absent, 1 in 12 late.
  await sql`insert into attendances (session_id, member_id, is_absent, is_late)
    select s.id, m.id,
      case when (s.id * 7 + m.id * 13) % 8 = 0 then 1 else 0 end,
      case when (s.id * 11 + m.id * 3) % 12 = 0 then 1 else 0 end
    from training_sessions s join members m on m.group_id = s.group_id and m.left_at is null
    where not exists (select 1 from attendances a where a.session_id = s.id)`.execute(db);
  return sessions.length;
};

/** Upcoming tests with room for the bench's assignments, one per age band, and the members that fit each. */
const seedTests = async (db: Kysely<DB>, now: Date) => {
  const type = await db.selectFrom('types').select('id').orderBy('id').executeTakeFirstOrThrow();
  const year = now.getUTCFullYear();
  const bands = [
    [year - 8, year - 5],
    [year - 12, year - 9],
    [year - 17, year - 13],
    [year - 30, year - 18],
    [year - 85, year - 31],
  ].map(([min, max]) => [Math.max(min!, 1941), Math.min(max!, 2021)] as const);
  const tests: { id: number; min: number; max: number }[] = [];
  for (const [index, [min, max]] of bands.entries()) {
    const at = new Date(now.getTime() + (10 + index) * DAY_MS).toISOString().slice(0, 10);
    const row = await db
      .insertInto('tests')
      .values({
        scheduled_at: `${at}T16:00:00.000Z`,
        capacity: 1_000_000,
        min_birth_year: min,
        max_birth_year: max,
        type_id: type.id,
        location: `Bassin ${index + 1}`,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tests.push({ id: row.id, min, max });
  }
  const free = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.birth_date'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('test_members as tm')
            .innerJoin('tests as t', 't.id', 'tm.test_id')
            .select('tm.member_id')
            .whereRef('tm.member_id', '=', 'm.id')
            .where('t.completed', '=', 0),
        ),
      ),
    )
    .orderBy('m.id')
    .limit(MAX_ASSIGNMENTS * 2)
    .execute();
  const out: { testId: number; studentId: number }[] = [];
  for (const member of free) {
    const born = Number(member.birth_date.slice(0, 4));
    const test = tests.find((t) => born >= t.min && born <= t.max);
    if (test !== undefined && out.length < MAX_ASSIGNMENTS) out.push({ testId: test.id, studentId: member.id });
  }
  return out;
};

/**
 * A realistic club at the chosen scale: the demo club (sections, groups with coaches, staff,
 * members with guardians, current-season subscriptions in every state) plus a season of
 * weekly sessions with attendance, upcoming tests and known link tokens for the public calls.
 */
export const seedBenchClub = async (
  db: Kysely<DB>,
  dialect: DialectName,
  clock: Clock,
  options: BenchSeedOptions,
): Promise<BenchFixtures> => {
  const now = clock.now();
  await seedReferenceData(db, dialect, clock);
  const summary = await seedDemoClub(db, dialect, clock, { ...options, seed: 42, force: true });
  const season = await db
    .selectFrom('seasons')
    .select(['id', 'start_date', 'end_date'])
    .where('is_current', '=', 1)
    .executeTakeFirstOrThrow();
  const groups = await db.selectFrom('groups').select('id').where('system_role', 'is', null).orderBy('id').execute();
  const groupIds = groups.map((g) => g.id);
  const coaches = await db.selectFrom('group_coaches').select(['group_id', 'user_id']).execute();
  const coachOf = new Map(coaches.map((c) => [c.group_id, c.user_id]));

  return db.transaction().execute(async (trx) => {
    const subs = await trx
      .selectFrom('subscriptions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.id', 's.state', 's.member_id', 'm.first_name', 'm.last_name', 'm.gender', 'm.birth_date'])
      .where('s.season_id', '=', season.id)
      .where('m.left_at', 'is', null)
      .orderBy('s.id')
      .execute();
    const open = subs.filter((s) => s.state === 'SCHEDULED').slice(0, MAX_SUBMITS);
    const others = subs.filter((s) => s.state !== 'SCHEDULED');
    const processed = others.slice(0, MAX_RESUME);
    // A season's start: besides the forms still to fill, forms staff reopened for the family to
    // send again, so that a write run has a target of its own for every call of its time.
    const reopened = others.slice(MAX_RESUME, MAX_RESUME + Math.max(0, MAX_SUBMITS - open.length));
    for (const part of chunks(
      reopened.map((s) => s.id),
      500,
    )) {
      await trx
        .updateTable('subscriptions')
        .set({ state: 'SCHEDULED', submission_hash: null, submitted_at: null })
        .where('id', 'in', part)
        .execute();
    }
    const scheduled = [...open, ...reopened];
    await setTokens(
      trx,
      [...scheduled, ...processed].map((s) => s.id),
      `${season.end_date}T23:59:59.999Z`,
    );
    await seedSessions(trx, groupIds, coachOf, season.start_date, now);
    const assignments = await seedTests(trx, now);
    const members = await trx.selectFrom('members').select(['id', 'group_id']).where('left_at', 'is', null).orderBy('id').execute();
    const sheets = groupIds
      .map((groupId) => ({
        groupId,
        studentIds: members
          .filter((m) => m.group_id === groupId)
          .slice(0, SHEET_SIZE)
          .map((m) => m.id),
      }))
      .filter((sheet) => sheet.studentIds.length > 0);
    const admin = summary.staff.find((s) => s.roles.includes('ADMIN'))!;
    // A family whose form is sent and not yet validated: its space can still correct and upload.
    const family = processed.find((s) => s.state === 'STARTED' || s.state === 'MISSING_DOC') ?? processed[0]!;
    return {
      password: DEMO_PASSWORD,
      adminLogin: admin.login,
      staffLogins: summary.staff.map((s) => s.login),
      groupIds,
      resumeTokens: processed.map((s) => benchToken(s.id)),
      submits: scheduled.map((s) => ({
        token: benchToken(s.id),
        subscriptionId: s.id,
        memberId: s.member_id,
        firstName: s.first_name,
        lastName: s.last_name,
        gender: s.gender,
        birthDate: s.birth_date,
      })),
      assignments,
      sheets,
      subscriptions: summary.subscriptions,
      family: { subscriptionId: family.id, memberId: family.member_id, token: benchToken(family.id) },
    };
  });
};
