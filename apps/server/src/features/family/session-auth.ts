import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import { hashToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { findLiveFamilySession, touchFamilySession } from './repositories/sessions.js';

/** How often a session's last use is written: the list shows it to the minute. */
const LAST_SEEN_STEP_MS = 60 * 1000;
/** A cookie of ours is 43 characters; anything much longer is not worth hashing. */
const MAX_COOKIE_LENGTH = 200;

/**
 * The caller of a family route, from the session cookie alone (docs/architecture.md#access-rules):
 * a staff token is never read here, and a session ended or past its end opens nothing.
 */
export class FamilySessionAuth {
  constructor(private readonly deps: { db: Kysely<DB>; clock: Clock }) {}

  async authenticate(cookie: string | undefined): Promise<FamilyCaller | null> {
    if (cookie === undefined || cookie === '' || cookie.length > MAX_COOKIE_LENGTH) return null;
    const now = this.deps.clock.now();
    const session = await findLiveFamilySession(this.deps.db, hashToken(cookie), now.toISOString());
    if (session === undefined) return null;
    const seenBefore = new Date(now.getTime() - LAST_SEEN_STEP_MS).toISOString();
    if (session.last_seen_at <= seenBefore) await touchFamilySession(this.deps.db, session.id, now.toISOString(), seenBefore);
    return { sessionId: session.id, emailKey: session.email_key };
  }
}
