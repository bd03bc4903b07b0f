import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** Which of these user ids exist (coaches and managers are chosen among the staff). */
export const existingUserIds = async (db: Executor, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
};

export const typeExists = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const packExists = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('packs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
