import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { FACTORY_NOW, nextNumber } from './sequence.js';

export interface GuardianValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  secondaryEmail?: string | null;
  language?: string | null;
}

export const buildGuardian = async (db: Kysely<DB>, values: GuardianValues = {}): Promise<number> => {
  const n = nextNumber();
  const row = await db
    .insertInto('guardians')
    .values({
      first_name: values.firstName ?? 'Claire',
      last_name: values.lastName ?? `Parent${n}`,
      email: values.email ?? `parent${n}@example.com`,
      phone_number: values.phoneNumber ?? `06${String(n).padStart(8, '0')}`,
      secondary_email: values.secondaryEmail ?? null,
      secondary_phone_number: null,
      language: values.language ?? null,
      created_at: FACTORY_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface MemberValues {
  firstName?: string;
  lastName?: string;
  gender?: string;
  /** YYYY-MM-DD; the default is a child of 12 on the test clock's day. */
  birthDate?: string;
  email?: string | null;
  phoneNumber?: string | null;
  groupId?: number | null;
  subGroupId?: number | null;
  nextYearGroupId?: number | null;
  guardianId?: number | null;
  secondGuardianEmail?: string | null;
  language?: string | null;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  country?: string | null;
  nationality?: string | null;
  birthPlace?: string | null;
  leftAt?: string | null;
}

export const buildMember = async (db: Kysely<DB>, values: MemberValues = {}): Promise<number> => {
  const n = nextNumber();
  const row = await db
    .insertInto('members')
    .values({
      first_name: values.firstName ?? 'Léa',
      last_name: values.lastName ?? `Martin${n}`,
      gender: values.gender ?? 'F',
      birth_date: values.birthDate ?? '2014-03-15',
      email: values.email ?? null,
      phone_number: values.phoneNumber ?? null,
      guardian_id: values.guardianId ?? null,
      second_guardian_email: values.secondGuardianEmail ?? null,
      group_id: values.groupId ?? null,
      sub_group_id: values.subGroupId ?? null,
      next_year_group_id: values.nextYearGroupId ?? null,
      language: values.language ?? null,
      address: values.address ?? null,
      city: values.city ?? null,
      zip_code: values.zipCode ?? null,
      country: values.country ?? null,
      nationality: values.nationality ?? null,
      birth_place: values.birthPlace ?? null,
      left_at: values.leftAt ?? null,
      created_at: FACTORY_NOW,
      updated_at: FACTORY_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
