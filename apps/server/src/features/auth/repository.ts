import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

export const insertSession = (
  db: Executor,
  session: { id: string; userId: number; persistent: boolean; createdAt: string; expiresAt: string },
) =>
  db
    .insertInto('auth_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      persistent: session.persistent ? 1 : 0,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();

export const insertRefreshToken = (db: Executor, hash: string, sessionId: string, createdAt: string) =>
  db.insertInto('refresh_tokens').values({ token_hash: hash, session_id: sessionId, created_at: createdAt }).execute();

export const findRefreshToken = (db: Executor, hash: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .select(['t.token_hash', 't.used_at', 's.id as session_id', 's.user_id', 's.persistent', 's.expires_at', 's.revoked_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();

/** Marks a refresh token used; false when another request used it first. */
export const markRefreshTokenUsed = async (db: Executor, hash: string, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const revokeSession = (db: Executor, sessionId: string, at: string) =>
  db.updateTable('auth_sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();

export const revokeUserSessions = (db: Executor, userId: number, at: string) =>
  db.updateTable('auth_sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

/** Sessions and tokens that can no longer be used. */
export const purgeDeadSessions = (db: Executor, now: string) =>
  db
    .deleteFrom('auth_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();

export const findThrottle = (db: Executor, key: string) =>
  db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();

export const saveThrottle = (
  db: Executor,
  row: { key: string; failures: number; window_started_at: string; locked_until: string | null },
) =>
  db
    .insertInto('login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: row.failures,
        window_started_at: row.window_started_at,
        locked_until: row.locked_until,
      }),
    )
    .execute();

export const clearThrottle = (db: Executor, key: string) => db.deleteFrom('login_throttle').where('key', '=', key).execute();

export const findSessionPersistence = async (db: Executor, sessionId: string): Promise<boolean | undefined> => {
  const row = await db.selectFrom('auth_sessions').select('persistent').where('id', '=', sessionId).executeTakeFirst();
  return row === undefined ? undefined : row.persistent === 1;
};
