import type { AuditAction, AuditTarget } from '@club/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

export interface NewAuditRow {
  at: string;
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  details: string | null;
}

/** One row; the actor's login is copied so the trail survives the account's deletion. */
export const insertAuditRow = (db: Executor, row: NewAuditRow) =>
  db
    .insertInto('audit_log')
    .values((eb) => ({
      created_at: row.at,
      actor_id: row.actorId,
      actor_login: row.actorId === null ? null : eb.selectFrom('users').select('login').where('users.id', '=', row.actorId),
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: row.details,
    }))
    .execute();

export interface AuditFilter {
  action?: AuditAction | undefined;
}

const filtered = (db: Executor, filter: AuditFilter) => {
  let query = db.selectFrom('audit_log as a');
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  return query;
};

/** Newest first: ids grow with time, and (action, id) serves the filtered pages. */
export const listAuditRows = (db: Executor, filter: AuditFilter, offset: number, limit: number) =>
  filtered(db, filter)
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.created_at',
      'a.actor_id',
      'a.actor_login',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.details',
      'u.login as current_login',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
    ])
    .orderBy('a.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export const countAuditRows = async (db: Executor, filter: AuditFilter): Promise<number> => {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The labels of the seasons an audit page names by id. */
export const findSeasonLabels = (db: Executor, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('seasons').select(['id', 'label']).where('id', 'in', ids).execute();

/** The current names of the groups an audit page names by id; a deleted group is not found. */
export const findGroupNames = (db: Executor, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids).execute();
