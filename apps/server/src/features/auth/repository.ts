import { sql, type Kysely } from 'kysely';
import { compileOnce } from '../../db/compiled-query.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';

/**
 * The live staff session, one row per role (a single row with a null role for a user without
 * any): compiled once, since every staff request runs it (docs/architecture.md, "Access rules").
 */
export const liveSessionQuery = (db: Kysely<DB>) =>
  compileOnce(db, ['sessionId', 'userId'], (p: { sessionId: string; userId: number }) =>
    db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
      .leftJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['u.id', 'u.login', 'u.must_change_password', 's.expires_at', 'r.name as role'])
      .where('s.id', '=', p.sessionId)
      .where('s.user_id', '=', p.userId)
      .where('s.revoked_at', 'is', null),
  );

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

/** The moments a throttle statement compares its row with. */
export interface ThrottleTimes {
  now: string;
  /** A window that started at or before this has ended. */
  windowCutoff: string;
  /** When a lock taken now ends. */
  lockUntil: string;
}

export interface ThrottleSlot {
  /** The attempt's number in its window, itself included. */
  failures: number;
  window_started_at: string;
  locked_until: string | null;
  succeeded_at: string | null;
}

const held = {
  failures: sql.ref<number>('login_throttle.failures'),
  windowStartedAt: sql.ref<string>('login_throttle.window_started_at'),
  lockedUntil: sql.ref<string | null>('login_throttle.locked_until'),
};

/** The row counts afresh: its lock has ended, or, never locked, its window has. */
const startsAfresh = (at: ThrottleTimes) =>
  sql<boolean>`((${held.lockedUntil} is null and ${held.windowStartedAt} <= ${at.windowCutoff}) or ${held.lockedUntil} <= ${at.now})`;

/**
 * Takes one of a key's `max` slots in one statement, so parallel attempts cannot all read a
 * count below the limit: the row is locked until `lockUntil` as its last slot is taken.
 * Undefined when every slot is taken or the key is locked.
 */
export const reserveThrottleSlot = (db: Executor, key: string, max: number, at: ThrottleTimes): Promise<ThrottleSlot | undefined> =>
  db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: at.now, locked_until: max <= 1 ? at.lockUntil : null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<number>`case when ${startsAfresh(at)} then 1 else ${held.failures} + 1 end`,
          window_started_at: sql<string>`case when ${startsAfresh(at)} then ${at.now} else ${held.windowStartedAt} end`,
          locked_until: sql<string | null>`case
            when ${startsAfresh(at)} then null
            when ${held.failures} + 1 >= ${max} then ${at.lockUntil}
            else ${held.lockedUntil} end`,
        })
        .where(sql<boolean>`${startsAfresh(at)} or (${held.lockedUntil} is null and ${held.failures} < ${max})`),
    )
    .returning(['failures', 'window_started_at', 'locked_until', 'succeeded_at'])
    .executeTakeFirst();

/** Counts one attempt against a key that never refuses (an account across all addresses). */
export const countThrottleAttempt = (db: Executor, key: string, at: ThrottleTimes): Promise<ThrottleSlot> =>
  db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: at.now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${held.windowStartedAt} <= ${at.windowCutoff} then 1 else ${held.failures} + 1 end`,
        window_started_at: sql<string>`case when ${held.windowStartedAt} <= ${at.windowCutoff} then ${at.now} else ${held.windowStartedAt} end`,
      }),
    )
    .returning(['failures', 'window_started_at', 'locked_until', 'succeeded_at'])
    .executeTakeFirstOrThrow();

/**
 * Gives slots back (an attempt that succeeded or was never checked): a key whose window has
 * restarted since keeps its new count, and a key back under `max` is no longer locked.
 */
export const releaseThrottleSlots = async (
  db: Executor,
  slots: readonly { key: string; windowStartedAt: string }[],
  max: number,
): Promise<void> => {
  if (slots.length === 0) return;
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`${held.failures} - 1`,
      locked_until: sql<string | null>`case when ${held.failures} - 1 >= ${max} then ${held.lockedUntil} else null end`,
    })
    .where((eb) => eb.or(slots.map((slot) => eb.and([eb('key', '=', slot.key), eb('window_started_at', '=', slot.windowStartedAt)]))))
    .where('failures', '>', 0)
    .execute();
};

/** A pair's successful login: its counter starts again, and the pair is remembered as its owner's. */
export const markThrottlePairSucceeded = (db: Executor, key: string, now: string) =>
  db
    .updateTable('login_throttle')
    .set({ failures: 0, window_started_at: now, locked_until: null, succeeded_at: now })
    .where('key', '=', key)
    .execute();

export const findSessionPersistence = async (db: Executor, sessionId: string): Promise<boolean | undefined> => {
  const row = await db.selectFrom('auth_sessions').select('persistent').where('id', '=', sessionId).executeTakeFirst();
  return row === undefined ? undefined : row.persistent === 1;
};

export const insertResetToken = (db: Executor, token: { hash: string; userId: number; createdAt: string; expiresAt: string }) =>
  db
    .insertInto('password_reset_tokens')
    .values({ token_hash: token.hash, user_id: token.userId, created_at: token.createdAt, expires_at: token.expiresAt })
    .execute();

/** The user of a reset link that can still be used, without using it. */
export const findLiveResetToken = (db: Executor, hash: string, now: string) =>
  db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/**
 * Uses a reset link, in one statement: of two requests with the same token, one gets its
 * user and the other nothing, on SQLite (one writer) as on PostgreSQL (the row's lock, then
 * the condition checked again).
 */
export const consumeResetToken = (db: Executor, hash: string, now: string) =>
  db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();

/** Voids a user's links still unused: the password was just set another way. */
export const voidResetTokens = (db: Executor, userId: number, now: string) =>
  db.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();

/** Links past their 30 minutes are worth nothing: their hashes go. */
export const purgeExpiredResetTokens = (db: Executor, now: string) =>
  db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
