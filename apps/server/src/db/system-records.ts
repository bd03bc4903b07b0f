import type { GroupSystemRole } from '@club/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The protected records are found by their role, never by id (docs/product.md#protected-records):
 * the seeded ids are the club's usual ones, but nothing in the code depends on them.
 */
export const systemGroupId = async (db: Executor, role: GroupSystemRole): Promise<number> => {
  const row = await db.selectFrom('groups').select('id').where('system_role', '=', role).executeTakeFirst();
  if (row === undefined) throw new Error(`The ${role} group is missing: reference data not seeded`);
  return row.id;
};

/** The section "Aucune". */
export const noneSectionId = async (db: Executor): Promise<number> => {
  const row = await db.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirst();
  if (row === undefined) throw new Error('The section "Aucune" is missing: reference data not seeded');
  return row.id;
};

export const asGroupSystemRole = (value: string | null): GroupSystemRole | null => (value === 'NONE' || value === 'REMOVED' ? value : null);

/** A unique constraint refused the write (SQLite or PostgreSQL), e.g. two records with one name. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/** Splits a list for `in (…)` and multi-row inserts, below every database's parameter limit. */
export const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
