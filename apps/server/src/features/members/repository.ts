import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import { chunks } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import { memberWithContactColumns } from '../guardians/repository.js';

/** Stays far below SQLite's and PostgreSQL's limits on bound parameters. */
const IN_CHUNK = 1000;

export const membersByIds = async (db: Executor, ids: readonly number[]) => {
  const rows: { id: number; group_id: number | null; guardian_id: number | null }[] = [];
  for (const part of chunks(ids, IN_CHUNK)) {
    rows.push(...(await db.selectFrom('members').select(['id', 'group_id', 'guardian_id']).where('id', 'in', part).execute()));
  }
  return rows;
};

/**
 * The members among `ids` with contact info of their own (docs/product.md#data: an e-mail or a
 * phone number on the member's record; a guardian's is the guardian's).
 */
export const idsWithContactInfo = async (db: Executor, ids: readonly number[]): Promise<Set<number>> => {
  const found = new Set<number>();
  for (const part of chunks(ids, IN_CHUNK)) {
    const rows = await db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', part)
      .where((eb) =>
        eb.or([
          eb.and([eb('email', 'is not', null), eb('email', '<>', '')]),
          eb.and([eb('phone_number', 'is not', null), eb('phone_number', '<>', '')]),
        ]),
      )
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
};

export const findMember = (db: Executor, id: number) =>
  db.selectFrom('members').select(['id', 'group_id', 'sub_group_id']).where('id', '=', id).executeTakeFirst();

export const groupsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('groups')
        .select(['id', 'system_role'])
        .where('id', 'in', [...ids])
        .execute();

export const findGroupRole = (db: Executor, id: number) =>
  db.selectFrom('groups').select(['id', 'system_role']).where('id', '=', id).executeTakeFirst();

/**
 * Moves members to a group: out of their sub-group, `left_at` set when they go to the
 * removed-members group and cleared when they join an ordinary group, and their next-year
 * choice kept only when it is also a possible next group of the new group. A move to an
 * ordinary group carries the current season's subscription along (its price, documents and
 * schedule are the new group's); a move to a system group leaves it as it was, a record of
 * the group the member subscribed to.
 */
export const moveMembers = async (
  db: Executor,
  ids: readonly number[],
  target: { id: number; systemRole: string | null },
  now: string,
): Promise<void> => {
  for (const part of chunks(ids, IN_CHUNK)) {
    await db
      .updateTable('members')
      .set((eb) => ({
        group_id: target.id,
        sub_group_id: null,
        updated_at: now,
        version: eb('version', '+', 1),
        ...(target.systemRole === 'REMOVED' ? { left_at: now } : target.systemRole === null ? { left_at: null } : {}),
      }))
      .where('id', 'in', part)
      .execute();
    await db
      .updateTable('members')
      .set({ next_year_group_id: null })
      .where('id', 'in', part)
      .where('next_year_group_id', 'is not', null)
      .where((eb) =>
        eb('next_year_group_id', 'not in', eb.selectFrom('group_next').select('possible_group_id').where('group_id', '=', target.id)),
      )
      .execute();
    if (target.systemRole === null) {
      await db
        .updateTable('subscriptions')
        .set((eb) => ({ group_id: target.id, updated_at: now, version: eb('version', '+', 1) }))
        .where('member_id', 'in', part)
        .where('group_id', 'is distinct from', target.id)
        .where('season_id', 'in', (eb) => eb.selectFrom('seasons').select('id').where('is_current', '=', 1))
        .execute();
    }
  }
};

export const findSubGroup = (db: Executor, id: number) =>
  db.selectFrom('sub_groups').select(['id', 'group_id', 'name']).where('id', '=', id).executeTakeFirst();

export const setMemberSubGroup = (db: Executor, memberId: number, subGroupId: number | null, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ sub_group_id: subGroupId, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

/**
 * Deletes members for good with everything attached (subscriptions and their history,
 * test places, attendance: cascades), then the guardians nobody else refers to.
 */
export const deleteMembersPermanently = async (
  db: Executor,
  ids: readonly number[],
  guardianIds: readonly number[],
): Promise<{ members: number; guardians: number; subscriptions: number }> => {
  let members = 0;
  let subscriptions = 0;
  for (const part of chunks(ids, IN_CHUNK)) {
    // Explicit, so nothing depends on the database enforcing the cascades.
    const subs = await db.selectFrom('subscriptions').select('id').where('member_id', 'in', part).execute();
    for (const subPart of chunks(
      subs.map((s) => s.id),
      IN_CHUNK,
    )) {
      await db.deleteFrom('subscription_state_changes').where('subscription_id', 'in', subPart).execute();
    }
    subscriptions += Number((await db.deleteFrom('subscriptions').where('member_id', 'in', part).executeTakeFirst()).numDeletedRows);
    await db.deleteFrom('test_members').where('member_id', 'in', part).execute();
    await db.deleteFrom('attendances').where('member_id', 'in', part).execute();
    members += Number((await db.deleteFrom('members').where('id', 'in', part).executeTakeFirst()).numDeletedRows);
  }
  let guardians = 0;
  for (const part of chunks([...new Set(guardianIds)], IN_CHUNK)) {
    const result = await db
      .deleteFrom('guardians')
      .where('id', 'in', part)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('members').select('members.id').whereRef('members.guardian_id', '=', 'guardians.id'))))
      .executeTakeFirst();
    guardians += Number(result.numDeletedRows);
  }
  return { members, guardians, subscriptions };
};

// Registration of new members (docs/product.md#screen-student-create) and the candidates of a test.

export interface NewMember {
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  email: string;
  phoneNumber: string;
  language: string | null;
}

export const insertMember = async (db: Executor, member: NewMember, groupId: number, now: string): Promise<number> => {
  const row = await db
    .insertInto('members')
    .values({
      first_name: member.firstName,
      last_name: member.lastName,
      gender: member.gender,
      birth_date: member.birthDate,
      email: member.email,
      phone_number: member.phoneNumber,
      group_id: groupId,
      language: member.language,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * The members a test may take (the edit screen's "unassigned" list): born in its years,
 * without a real group (none, or the group "Aucun"; not the removed members), and not
 * assigned to this test or to another test still to come. By name, at most `limit`.
 * The group "Aucun" is looked up by its id, not joined: both sides of the `or` then read the
 * members' group index, instead of every member of the test's years (most of the club).
 */
export const tryoutCandidates = (db: Executor, test: { id: number; min_birth_year: number; max_birth_year: number }, limit: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .select([...memberWithContactColumns])
    .where((eb) =>
      eb.or([
        eb('m.group_id', 'is', null),
        eb('m.group_id', 'in', eb.selectFrom('groups as g').select('g.id').where('g.system_role', '=', 'NONE')),
      ]),
    )
    .where('m.birth_date', '>=', `${String(test.min_birth_year).padStart(4, '0')}-01-01`)
    .where('m.birth_date', '<=', `${String(test.max_birth_year).padStart(4, '0')}-12-31`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('test_members as tm')
            .innerJoin('tests as t', 't.id', 'tm.test_id')
            .select('tm.member_id')
            .whereRef('tm.member_id', '=', 'm.id')
            .where((inner) => inner.or([inner('tm.test_id', '=', test.id), inner('t.completed', '=', 0)])),
        ),
      ),
    )
    .orderBy('m.last_name')
    .orderBy('m.first_name')
    .orderBy('m.id')
    .limit(limit)
    .execute();

// The people on file, to tell a new member from one typed again (duplicates.ts).

/**
 * Serialises the creations of members born on one day until the transaction ends, so two
 * secretaries typing the same child at once cannot both find nobody and both insert.
 * SQLite needs nothing: its one connection runs one transaction at a time.
 */
export const lockBirthDate = async (trx: Transaction<DB>, birthDate: string, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`member-identity:${birthDate}`}))`.execute(trx);
};

/**
 * Everyone on file born on one of `birthDates` (the birth date is indexed and shared by few),
 * with the contact staff would recognise and where they stand. Anonymised members are no
 * one any more and never match.
 */
export const membersBornOn = async (db: Executor, birthDates: readonly string[]) => {
  const rows = [];
  for (const part of chunks([...new Set(birthDates)], IN_CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('members as m')
        .leftJoin('groups as g', 'g.id', 'm.group_id')
        .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
        .select((eb) => [
          'm.id',
          'm.first_name',
          'm.last_name',
          'm.gender',
          'm.birth_date',
          'm.email',
          'm.phone_number',
          'm.left_at',
          'gu.email as gu_email',
          'gu.phone_number as gu_phone_number',
          'g.name as group_name',
          'g.system_role as group_role',
          eb
            .exists(
              eb
                .selectFrom('subscriptions as s')
                .innerJoin('seasons as se', 'se.id', 's.season_id')
                .select('s.id')
                .whereRef('s.member_id', '=', 'm.id')
                .where('se.is_current', '=', 1),
            )
            .as('has_subscription'),
        ])
        .where('m.birth_date', 'in', part)
        .where('m.anonymised_at', 'is', null)
        .orderBy('m.id')
        .execute()),
    );
  }
  return rows;
};
export type MemberOnFileRow = Awaited<ReturnType<typeof membersBornOn>>[number];

export const birthDatesOf = async (db: Executor, ids: readonly number[]): Promise<string[]> => {
  const dates = new Set<string>();
  for (const part of chunks(ids, IN_CHUNK)) {
    for (const row of await db.selectFrom('members').select('birth_date').where('id', 'in', part).execute()) dates.add(row.birth_date);
  }
  return [...dates];
};

export const findMemberContact = (db: Executor, id: number) =>
  db
    .selectFrom('members')
    .select(['id', 'email', 'phone_number'])
    .where('id', '=', id)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();

export const setMemberContact = (db: Executor, id: number, contact: { email: string; phoneNumber: string }, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ email: contact.email, phone_number: contact.phoneNumber, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
