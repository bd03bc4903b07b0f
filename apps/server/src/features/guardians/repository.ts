import type { GuardianFilterName } from '@club/domain';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { GuardianTable } from '../../db/types.js';
import { containsPattern } from '../subscriptions/repositories/list.js';

/**
 * A guardian's columns as a guardian DTO shows them: the picker and the creation's answer read
 * these, and the personal-data export with two more.
 */
export const guardianDtoColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'secondary_email',
  'secondary_phone_number',
] as const;

/** A DTO's columns with the guardian's language and since when: the personal-data export reads these. */
export const guardianRecordColumns = [...guardianDtoColumns, 'language', 'created_at'] as const;

/**
 * A member's guardian's contact, with the guardians table joined as `gu`: what the family is
 * written to when the guardian is known (members' lists, try-out mails).
 */
export const joinedGuardianContactColumns = [
  'gu.email as gu_email',
  'gu.secondary_email as gu_secondary_email',
  'gu.phone_number as gu_phone_number',
] as const;

/**
 * A member (joined as `m`) as a try-out lists them: name, birth date and every contact of the
 * family (the member's own, the second guardian's, the guardian's joined as `gu`).
 */
export const memberWithContactColumns = [
  'm.id',
  'm.first_name',
  'm.last_name',
  'm.birth_date',
  'm.email as m_email',
  'm.phone_number as m_phone_number',
  'm.second_guardian_email as m_second_guardian_email',
  ...joinedGuardianContactColumns,
] as const;

/** The picker's column filters (GET /guardian/); a missing or empty one filters nothing. */
export type GuardianFilters = Partial<Record<GuardianFilterName, string>>;

const filtered = (db: Executor, filters: GuardianFilters) => {
  let query = db.selectFrom('guardians');
  // The lower-cased keys are stored (migration 005); phone numbers have no case.
  const like = (column: 'first_name_key' | 'last_name_key' | 'email_key' | 'phone_number', value: string) =>
    sql<SqlBool>`${sql.ref(column)} like ${containsPattern(value)} escape '\\'`;
  if (filters.firstName) query = query.where(like('first_name_key', filters.firstName));
  if (filters.lastName) query = query.where(like('last_name_key', filters.lastName));
  if (filters.email) query = query.where(like('email_key', filters.email));
  // Phones are stored without spaces or dots; the filter is read the same way.
  if (filters.phone) query = query.where(like('phone_number', filters.phone.replace(/[\s.]/g, '')));
  return query;
};

/** One page of guardians for the picker (docs/product.md, "Guardian picker": case-insensitive substring filters), and the total. */
export const listGuardians = async (db: Executor, filters: GuardianFilters, page: { offset: number; limit: number }) => {
  const rows = await filtered(db, filters)
    .select(guardianDtoColumns)
    .orderBy('last_name_key')
    .orderBy('first_name_key')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
};

export const insertGuardian = async (
  db: Executor,
  values: {
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    secondary_email: string | null;
    secondary_phone_number: string | null;
    language: string | null;
    created_at: string;
  },
) => (await db.insertInto('guardians').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const findGuardian = (db: Executor, id: number) =>
  db.selectFrom('guardians').select(guardianDtoColumns).where('id', '=', id).executeTakeFirst();

/** Links a member to a guardian; their subscriptions no longer wait for staff to choose. */
export const linkGuardian = async (db: Executor, memberId: number, guardianId: number, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('members')
    .set((eb) => ({ guardian_id: guardianId, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ guardian_conflict: 0, updated_at: now, version: eb('version', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('guardian_conflict', '=', 1)
    .execute();
  return true;
};

/** Every contact field of a guardian, as staff edit them. */
export const updateGuardianDetails = (
  db: Executor,
  guardianId: number,
  details: Pick<GuardianTable, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'secondary_email' | 'secondary_phone_number'>,
) =>
  db
    .updateTable('guardians')
    .set((eb) => ({ ...details, version: eb('version', '+', 1) }))
    .where('id', '=', guardianId)
    .execute();

/** A guardian's names, e-mail and phone, as a family typed them. */
export interface GuardianContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/**
 * Brings a guardian's names, e-mail and phone up to date (and the language, when known); the
 * secondary ones are staff's and stay.
 */
export const updateGuardianContact = (db: Executor, guardianId: number, contact: GuardianContact, language: string | null) =>
  db
    .updateTable('guardians')
    .set((eb) => ({
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone_number: contact.phoneNumber,
      ...(language === null ? {} : { language }),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', guardianId)
    .execute();

/** A new guardian with this contact; the secondary e-mail and phone are staff's to fill in. */
export const insertGuardianWithContact = (db: Executor, contact: GuardianContact, language: string | null, at: string): Promise<number> =>
  insertGuardian(db, {
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    phone_number: contact.phoneNumber,
    secondary_email: null,
    secondary_phone_number: null,
    language,
    created_at: at,
  });

/**
 * The contact the family typed on one of the member's subscriptions, with the member's guardian
 * as it stands: what the picker's "keep as typed" works from.
 */
export const typedContactOf = (db: Executor, memberId: number, subscriptionId: number) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .select([
      's.guardian_first_name',
      's.guardian_last_name',
      's.guardian_email',
      's.guardian_phone_number',
      's.guardian_secondary_email',
      's.guardian_secondary_phone_number',
      'm.guardian_id',
      'm.language',
      'gu.first_name as gu_first_name',
      'gu.last_name as gu_last_name',
    ])
    .where('s.id', '=', subscriptionId)
    .where('s.member_id', '=', memberId)
    .executeTakeFirst();

/** The member's second contact (members.second_guardian_*), the one mails go to. */
export const setSecondContact = (db: Executor, memberId: number, contact: { email: string | null; phone: string | null }, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({
      second_guardian_email: contact.email,
      second_guardian_phone: contact.phone,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', memberId)
    .execute();
