import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { containsPattern } from '../subscriptions/repository.js';

type Executor = Kysely<DB> | Transaction<DB>;

export interface GuardianFilters {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

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

/** One page of guardians for the picker (SPEC §2: case-insensitive substring filters), and the total. */
export const listGuardians = async (db: Executor, filters: GuardianFilters, page: { offset: number; limit: number }) => {
  const rows = await filtered(db, filters)
    .select(['id', 'first_name', 'last_name', 'email', 'phone_number', 'secondary_email', 'secondary_phone_number'])
    .orderBy('last_name_key')
    .orderBy('first_name_key')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
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
  db
    .selectFrom('guardians')
    .select(['id', 'first_name', 'last_name', 'email', 'phone_number', 'secondary_email', 'secondary_phone_number'])
    .where('id', '=', id)
    .executeTakeFirst();

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
