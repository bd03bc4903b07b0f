import { PASSWORD_RESET_LINK_MINUTES } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken, newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAudit } from '../audit/record.js';
import type { ClubIdentity } from '../club/identity.js';
import { findResetTarget, updatePasswordHash } from '../users/repository.js';
import { passwordResetMail } from './mails.js';
import {
  consumeResetToken,
  findLiveResetToken,
  findRefreshToken,
  insertResetToken,
  purgeExpiredResetTokens,
  reserveThrottleSlot,
  revokeUserSessions,
  voidResetTokens,
} from './repository.js';
import { hourlyWindow } from './hourly-window.js';

/** Mails one account can be sent in an hour: enough for a lost mail, too few to flood its owner. */
export const RESET_REQUESTS_PER_ACCOUNT = 5;
/** Requests one address can make in an hour, whatever accounts it names. */
export const RESET_REQUESTS_PER_ADDRESS = 20;
const LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  /** PUBLIC_URL: the base of the link in the mail. */
  publicUrl: string;
  club: ClubIdentity;
}

const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', 'Too many password reset requests, try again later');
/** Unknown, expired and used links are one answer: the page offers to ask for a new one. */
const linkNotValid = () => notFound('This password reset link is unknown, expired or already used');

/**
 * "Forgot password" for staff (docs/operations.md, "Staff passwords"). A request answers the
 * same whether the account exists, has an address or was throttled; only the address's own
 * limit shows (429), and it says nothing about any account.
 */
export class PasswordResetService {
  constructor(private readonly deps: Deps) {}

  async request(identifier: string, ip: string, requestLanguage: Language): Promise<void> {
    const { db, clock, log } = this.deps;
    const now = clock.now();
    const at = hourlyWindow(now);
    // Counted in one statement each, before anything else: parallel requests cannot all see room left.
    if ((await reserveThrottleSlot(db, `reset-ip:${ip}`, RESET_REQUESTS_PER_ADDRESS, at)) === undefined) throw tooManyRequests();
    const typed = identifier.trim().toLowerCase();
    const user = await findResetTarget(db, typed);
    // Every request makes and hashes a token and takes an account slot, so the answer's time
    // does not tell an existing account from an unknown one.
    const token = newOpaqueToken();
    const slot = await reserveThrottleSlot(
      db,
      `reset-account:${user === undefined ? `?${typed}` : user.id}`,
      RESET_REQUESTS_PER_ACCOUNT,
      at,
    );
    const mailTo = user !== undefined && user.email !== null && slot !== undefined ? { ...user, email: user.email } : undefined;
    await db.transaction().execute(async (trx) => {
      await purgeExpiredResetTokens(trx, now.toISOString());
      if (mailTo === undefined) return;
      await insertResetToken(trx, {
        hash: token.hash,
        userId: mailTo.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + LINK_MS).toISOString(),
      });
      const language = mailTo.language === null ? requestLanguage : asLanguage(mailTo.language);
      const url = `${this.deps.publicUrl}/reset-password#token=${token.token}`;
      const mail = passwordResetMail({
        language,
        login: mailTo.login,
        url,
        minutes: PASSWORD_RESET_LINK_MINUTES,
        clubName: await this.deps.club.name(trx),
      });
      // The outbox keeps the link sealed and the body with a placeholder (docs/architecture.md#quality-security).
      await this.deps.outbox.queue(trx, { kind: 'PASSWORD_RESET', to: [mailTo.email], language, link: url, ...mail });
    });
    if (mailTo !== undefined) log.info({ event: 'password_reset_mailed', userId: mailTo.id }, 'password reset link queued');
    else if (user !== undefined && slot === undefined)
      log.warn({ event: 'password_reset_throttled', userId: user.id }, 'password reset requests over the limit for this account');
    else
      log.info(
        { event: 'password_reset_not_mailed', userId: user?.id ?? null },
        'password reset asked for an account without an address, or none',
      );
  }

  /** Whether a link still works (the page says so before the form is filled). */
  async check(token: string): Promise<void> {
    const live = await findLiveResetToken(this.deps.db, hashToken(token), this.deps.clock.now().toISOString());
    if (live === undefined) throw linkNotValid();
  }

  /**
   * Sets the new password through a link: the link is used in the same transaction, so of two
   * uses at once exactly one succeeds. Every session ends and the other links are voided.
   * Answers whether the browser's own refresh cookie (if it sent one) was one of those sessions.
   */
  async reset(token: string, password: string, browserRefreshToken: string | undefined): Promise<{ endedBrowserSession: boolean }> {
    const { db, clock, log } = this.deps;
    const hash = hashToken(token);
    // Checked first so that a dead link costs no password hashing.
    await this.check(token);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const used = await consumeResetToken(trx, hash, now.toISOString());
      if (used === undefined) throw linkNotValid();
      await updatePasswordHash(trx, used.user_id, passwordHash);
      await revokeUserSessions(trx, used.user_id, now.toISOString());
      await voidResetTokens(trx, used.user_id, now.toISOString());
      await recordAudit(trx, {
        at: now,
        actorId: used.user_id,
        action: 'PASSWORD_RESET_BY_MAIL',
        targetType: 'USER',
        targetId: used.user_id,
      });
      return used.user_id;
    });
    log.info({ event: 'password_reset_by_mail', userId }, 'password set through a reset link');
    const browserSession = browserRefreshToken === undefined ? undefined : await findRefreshToken(db, hashToken(browserRefreshToken));
    return { endedBrowserSession: browserSession?.user_id === userId };
  }
}
