import { FAMILY_SESSION_DAYS, type FamilyHomeDto, type FamilySessionsDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import { hashToken, newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { deviceOf } from './device.js';
import { familyHome } from './home.js';
import { consumeFamilyLink } from './repositories/links.js';
import { endFamilySession, insertFamilySession, listLiveFamilySessions } from './repositories/sessions.js';

export const FAMILY_SESSION_SECONDS = FAMILY_SESSION_DAYS * 24 * 60 * 60;

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Unknown, used and expired links are one answer: the page offers to ask for a new one. */
const linkNotValid = () => new AppError('FAMILY_LINK_INVALID', 'This sign-in link is unknown, expired or already used');

export interface OpenedFamilySession {
  /** The session cookie's value: given to the browser, only its hash is stored. */
  cookie: string;
  home: FamilyHomeDto;
}

/** The family space once signed in (docs/product.md#family-space): its page and its sessions. */
export class FamilyService {
  constructor(private readonly deps: Deps) {}

  /**
   * Exchanges a mailed link for a session: the link is used and the session made in one
   * transaction, so of two uses at once exactly one opens a session.
   */
  async openSession(token: string, userAgent: string | undefined): Promise<OpenedFamilySession> {
    const { db, clock, log } = this.deps;
    const now = clock.now();
    const cookie = newOpaqueToken();
    const opened = await db.transaction().execute(async (trx) => {
      const emailKey = await consumeFamilyLink(trx, hashToken(token), now.toISOString());
      if (emailKey === undefined) return undefined;
      const sessionId = await insertFamilySession(trx, {
        hash: cookie.hash,
        emailKey,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + FAMILY_SESSION_SECONDS * 1000).toISOString(),
        device: deviceOf(userAgent),
      });
      return { emailKey, sessionId };
    });
    if (opened === undefined) throw linkNotValid();
    log.info({ event: 'family_session_opened', familySessionId: opened.sessionId }, 'family session opened');
    return { cookie: cookie.token, home: await this.home(opened.emailKey) };
  }

  home(emailKey: string): Promise<FamilyHomeDto> {
    return familyHome(this.deps.db, emailKey, this.deps.clock.now());
  }

  async sessions(caller: FamilyCaller): Promise<FamilySessionsDto> {
    const rows = await listLiveFamilySessions(this.deps.db, caller.emailKey, this.deps.clock.now().toISOString());
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        device: row.device,
        current: row.id === caller.sessionId,
      })),
    };
  }

  /** Ends one of the address's sessions; another address's session is answered as unknown. */
  async endSession(caller: FamilyCaller, sessionId: number): Promise<void> {
    const ended = await endFamilySession(this.deps.db, {
      id: sessionId,
      emailKey: caller.emailKey,
      now: this.deps.clock.now().toISOString(),
    });
    if (!ended) throw notFound('No such session');
    this.deps.log.info({ event: 'family_session_ended', familySessionId: sessionId, by: caller.sessionId }, 'family session ended');
  }
}
