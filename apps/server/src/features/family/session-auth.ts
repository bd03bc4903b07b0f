import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import { hashToken } from '../../auth/tokens.js';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import { VersionedMemo } from '../../db/versioned-memo.js';
import type { Clock } from '../../lib/clock.js';
import { findUnendedFamilySession, touchFamilySession } from './repositories/sessions.js';

/** How often a session's last use is written: the list shows it to the minute. */
const LAST_SEEN_STEP_MS = 60 * 1000;
/** A cookie of ours is 43 characters; anything much longer is not worth hashing. */
const MAX_COOKIE_LENGTH = 200;
/** Sessions kept as read: every family signed in at once in a large club. */
const SESSIONS_KEPT = 10_000;

type UnendedSession = Awaited<ReturnType<typeof findUnendedFamilySession>>;

/**
 * The caller of a family route, from the session cookie alone (docs/architecture.md#access-rules):
 * a staff token is never read here, and a session ended or past its end opens nothing.
 *
 * A session is kept as read, by its cookie's hash, until the next write to `family_sessions`
 * (a sign-in, a sign-out, a last use recorded, an erasure); no foreign key or trigger writes into
 * that table from elsewhere. Its end is compared with the time at each request.
 */
export class FamilySessionAuth {
  readonly #kept: VersionedMemo<UnendedSession>;

  constructor(private readonly deps: { db: Kysely<DB>; clock: Clock; changes: DataChanges }) {
    this.#kept = new VersionedMemo(deps.changes, {
      maxEntries: SESSIONS_KEPT,
      maxAgeMs: CACHE_MAX_AGE_MS,
      now: () => deps.clock.now().getTime(),
      tables: ['family_sessions'],
    });
  }

  async authenticate(cookie: string | undefined): Promise<FamilyCaller | null> {
    if (cookie === undefined || cookie === '' || cookie.length > MAX_COOKIE_LENGTH) return null;
    const hash = hashToken(cookie);
    const session = await this.#kept.get(hash, () => findUnendedFamilySession(this.deps.db, hash));
    const now = this.deps.clock.now();
    if (session === undefined || session.expires_at <= now.toISOString()) return null;
    const seenBefore = new Date(now.getTime() - LAST_SEEN_STEP_MS).toISOString();
    if (session.last_seen_at <= seenBefore) await touchFamilySession(this.deps.db, session.id, now.toISOString(), seenBefore);
    return { sessionId: session.id, emailKey: session.email_key };
  }
}
