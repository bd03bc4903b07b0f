import { compiledPerExecutor } from '../../../db/compiled-query.js';
import type { Executor } from '../../../db/executor.js';

export interface NewFamilySession {
  hash: string;
  emailKey: string;
  createdAt: string;
  expiresAt: string;
  device: string | null;
}

export const insertFamilySession = async (db: Executor, session: NewFamilySession): Promise<number> => {
  const row = await db
    .insertInto('family_sessions')
    .values({
      token_hash: session.hash,
      email_key: session.emailKey,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
      ended_at: null,
      device: session.device,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * The session a cookie's hash opens, unless it was ended; whether it is past its end is the
 * caller's to tell, so that what it reads does not depend on the time and can be kept
 * (session-auth.ts). Compiled once per database: every family request starts with it (docs/bench.md).
 */
const unendedFamilySession = compiledPerExecutor(['hash'], (db: Executor, p: { hash: string }) =>
  db
    .selectFrom('family_sessions')
    .select(['id', 'email_key', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', p.hash)
    .where('ended_at', 'is', null),
);

export const findUnendedFamilySession = async (db: Executor, hash: string) => (await unendedFamilySession(db, { hash }))[0];

/** Records a use of the session, unless one was recorded since `seenBefore` (by a parallel request too). */
export const touchFamilySession = (db: Executor, id: number, now: string, seenBefore: string) =>
  db.updateTable('family_sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<=', seenBefore).execute();

export const listLiveFamilySessions = (db: Executor, emailKey: string, now: string) =>
  db
    .selectFrom('family_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'device'])
    .where('email_key', '=', emailKey)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Ends a live session of this address; false when there is none with this id for it. */
export const endFamilySession = async (db: Executor, session: { id: number; emailKey: string; now: string }): Promise<boolean> => {
  const result = await db
    .updateTable('family_sessions')
    .set({ ended_at: session.now })
    .where('id', '=', session.id)
    .where('email_key', '=', session.emailKey)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', session.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Sessions ended or past their 30 days open nothing any more. */
export const purgeDeadFamilySessions = async (db: Executor, now: string): Promise<number> => {
  const result = await db
    .deleteFrom('family_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('ended_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
