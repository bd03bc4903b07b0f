import type { Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * Small factories for API tests (docs/architecture.md#testing): each inserts one record with
 * sensible defaults and returns its id. Names carry a counter so they stay unique.
 */
let counter = 0;
const next = () => (counter += 1);
const NOW = '2026-11-21T10:00:00.000Z';

export const buildSection = async (db: Kysely<DB>, values: { name?: string; managerId?: number | null } = {}): Promise<number> => {
  const row = await db
    .insertInto('sections')
    .values({ name: values.name ?? `Section ${next()}`, manager_id: values.managerId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface GroupValues {
  name?: string;
  sectionId?: number;
  priceCents?: number;
  resubPriceCents?: number;
  typeId?: number | null;
  packId?: number | null;
  emailList?: string;
  coaches?: number[];
  nextGroups?: number[];
}

export const buildGroup = async (db: Kysely<DB>, values: GroupValues = {}): Promise<number> => {
  const sectionId =
    values.sectionId ?? (await db.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirstOrThrow()).id;
  const row = await db
    .insertInto('groups')
    .values({
      name: values.name ?? `Groupe ${next()}`,
      section_id: sectionId,
      price_cents: values.priceCents ?? 30000,
      resub_price_cents: values.resubPriceCents ?? 28000,
      type_id: values.typeId === undefined ? 9 : values.typeId,
      pack_id: values.packId === undefined ? 3 : values.packId,
      email_list: values.emailList ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.coaches !== undefined && values.coaches.length > 0) {
    await db
      .insertInto('group_coaches')
      .values(values.coaches.map((user_id) => ({ group_id: row.id, user_id })))
      .execute();
  }
  if (values.nextGroups !== undefined && values.nextGroups.length > 0) {
    await db
      .insertInto('group_next')
      .values(values.nextGroups.map((possible_group_id) => ({ group_id: row.id, possible_group_id })))
      .execute();
  }
  return row.id;
};

export interface GuardianValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  secondaryEmail?: string | null;
  language?: string | null;
}

export const buildGuardian = async (db: Kysely<DB>, values: GuardianValues = {}): Promise<number> => {
  const n = next();
  const row = await db
    .insertInto('guardians')
    .values({
      first_name: values.firstName ?? 'Claire',
      last_name: values.lastName ?? `Parent${n}`,
      email: values.email ?? `parent${n}@example.com`,
      phone_number: values.phoneNumber ?? '0612345678',
      secondary_email: values.secondaryEmail ?? null,
      secondary_phone_number: null,
      language: values.language ?? null,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface MemberValues {
  firstName?: string;
  lastName?: string;
  groupId?: number | null;
  subGroupId?: number | null;
  nextYearGroupId?: number | null;
  /** YYYY-MM-DD; the default is a child of 12 on the test clock's day. */
  birthDate?: string;
  email?: string | null;
  guardianId?: number | null;
  secondGuardianEmail?: string | null;
  language?: string | null;
}

export const buildMember = async (db: Kysely<DB>, values: MemberValues = {}): Promise<number> => {
  const n = next();
  const row = await db
    .insertInto('members')
    .values({
      first_name: values.firstName ?? 'Léa',
      last_name: values.lastName ?? `Martin${n}`,
      gender: 'F',
      birth_date: values.birthDate ?? '2014-03-15',
      email: values.email ?? null,
      phone_number: null,
      guardian_id: values.guardianId ?? null,
      second_guardian_email: values.secondGuardianEmail ?? null,
      group_id: values.groupId ?? null,
      sub_group_id: values.subGroupId ?? null,
      next_year_group_id: values.nextYearGroupId ?? null,
      language: values.language ?? null,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const buildSubGroup = async (
  db: Kysely<DB>,
  groupId: number,
  values: { name?: string; coaches?: number[] } = {},
): Promise<number> => {
  const row = await db
    .insertInto('sub_groups')
    .values({ group_id: groupId, name: values.name ?? `Ligne ${next()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.coaches !== undefined && values.coaches.length > 0) {
    await db
      .insertInto('sub_group_coaches')
      .values(values.coaches.map((user_id) => ({ sub_group_id: row.id, user_id })))
      .execute();
  }
  return row.id;
};

/** A subscription of the current season for a member. */
export const buildSubscription = async (
  db: Kysely<DB>,
  memberId: number,
  values: { groupId?: number | null; state?: string } = {},
): Promise<number> => {
  const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      season_id: season.id,
      group_id: values.groupId ?? null,
      state: values.state ?? 'SCHEDULED',
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscription_state_changes')
    .values({ subscription_id: row.id, from_state: null, to_state: values.state ?? 'SCHEDULED', changed_by: null, changed_at: NOW })
    .execute();
  return row.id;
};

/** The ids of the protected records, looked up by role as the services do. */
export const systemIds = async (db: Kysely<DB>) => {
  const groups = await db.selectFrom('groups').select(['id', 'system_role']).where('system_role', 'is not', null).execute();
  const section = await db.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirstOrThrow();
  return {
    noneGroup: groups.find((g) => g.system_role === 'NONE')!.id,
    removedGroup: groups.find((g) => g.system_role === 'REMOVED')!.id,
    noneSection: section.id,
  };
};
