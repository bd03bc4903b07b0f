import type { LoginInput, LoginResponse, Role, RoleDto, UpdatePasswordInput } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import type { AccessTokens } from '../../auth/tokens.js';
import { hashToken, newId, newOpaqueToken, SESSION_SECONDS } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import {
  findCredentialsById,
  findCredentialsByLogin,
  findUserById,
  rememberUserLanguage,
  updatePasswordHash,
} from '../users/repository.js';
import {
  findRefreshToken,
  findSessionPersistence,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  revokeUserSessions,
  voidResetTokens,
} from './repository.js';
import { LoginThrottle, realSleep, type Sleep } from './throttle.js';

export interface IssuedSession extends LoginResponse {
  userId: number;
  persistent: boolean;
  /** Seconds until the session ends, for the cookie's Max-Age. */
  maxAgeSeconds: number;
}

interface Deps {
  db: Kysely<DB>;
  tokens: AccessTokens;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How a slowed login waits (tests record the delays instead). */
  sleep?: Sleep;
}

/**
 * How long a used refresh token may still be replayed (docs/product.md#login-and-passwords): a
 * renewal whose answer never reached the browser — a reload, a lost mobile answer, two tabs at
 * once — must not end the session. Later replays are theft and revoke it.
 */
export const REFRESH_REPLAY_GRACE_SECONDS = 20;

const withinReplayGrace = (usedAt: string | null, now: string): boolean =>
  usedAt === null || Date.parse(now) - Date.parse(usedAt) < REFRESH_REPLAY_GRACE_SECONDS * 1000;

const loginFailed = () => new AppError('LOGIN_FAILED', 'Connection failed');
const sessionEnded = () => new AppError('UNAUTHORIZED', 'The session has ended');

export class AuthService {
  private readonly throttle: LoginThrottle;
  constructor(private readonly deps: Deps) {
    this.throttle = new LoginThrottle({ db: deps.db, clock: deps.clock, log: deps.log, sleep: deps.sleep ?? realSleep });
  }

  async login(input: LoginInput, ip: string, language?: Language): Promise<IssuedSession> {
    const { db, log } = this.deps;
    const login = input.login.trim().toLowerCase();
    const user = await findCredentialsByLogin(db, login);
    // An unknown login is counted and slowed like a known one: the answers do not tell them apart.
    const admission = await this.throttle.admit(login, ip, user?.id ?? null);
    const valid = user === undefined ? await verifyAgainstDummy(input.password) : await verifyPassword(user.password_hash, input.password);
    if (user === undefined || !valid) {
      log.warn({ event: 'login_failed', userId: user?.id ?? null, locked: admission.locksOnFailure }, 'login failed');
      throw loginFailed();
    }
    await this.throttle.succeeded(admission);
    log.info({ event: 'login', userId: user.id }, 'login succeeded');
    if (language !== undefined) await rememberUserLanguage(db, user.id, language);
    return this.openSession(user.id, input.rememberMe ?? true);
  }

  /** Rotates a refresh token; replaying a used one after its grace revokes its whole family. */
  async refresh(refreshToken: string, language?: Language): Promise<IssuedSession> {
    const { db, clock, log } = this.deps;
    const now = clock.now().toISOString();
    const hash = hashToken(refreshToken);
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await findRefreshToken(trx, hash);
      if (row === undefined || row.revoked_at !== null || row.expires_at <= now) return { reused: false as const, session: null };
      const first = row.used_at === null && (await markRefreshTokenUsed(trx, hash, now));
      // A null used_at here means another request marked it a moment ago: within the grace too.
      if (!first && !withinReplayGrace(row.used_at, now)) {
        return { reused: true as const, sessionId: row.session_id, userId: row.user_id };
      }
      if (!first) log.info({ event: 'refresh_replay_in_grace', userId: row.user_id }, 'refresh token replayed within its grace');
      const next = newOpaqueToken();
      await insertRefreshToken(trx, next.hash, row.session_id, now);
      const persistent = row.persistent === 1;
      const maxAgeSeconds = Math.max(1, Math.floor((Date.parse(row.expires_at) - Date.parse(now)) / 1000));
      return {
        reused: false as const,
        session: await this.describe(trx, row.user_id, row.session_id, next.token, persistent, maxAgeSeconds),
      };
    });
    if (outcome.reused) {
      // Outside the rotation's transaction, so the revocation is not rolled back with it.
      await revokeSession(db, outcome.sessionId, now);
      log.warn({ event: 'refresh_reuse', userId: outcome.userId }, 'refresh token reused: session revoked');
      throw sessionEnded();
    }
    if (outcome.session === null) throw sessionEnded();
    if (language !== undefined) await rememberUserLanguage(db, outcome.session.userId, language);
    return outcome.session;
  }

  async logout(sessionId: string, userId: number): Promise<void> {
    await revokeSession(this.deps.db, sessionId, this.deps.clock.now().toISOString());
    this.deps.log.info({ event: 'logout', userId }, 'logout');
  }

  /** Checks the password of the logged-in user (docs/product.md#screen-settings: the change's first step). */
  async verify(userId: number, login: string, password: string, ip: string): Promise<void> {
    const user = await this.ownCredentials(userId, login);
    // A stolen session must not make this a way round the login's limits.
    const admission = await this.throttle.admit(user.login, ip, userId);
    if (!(await verifyPassword(user.password_hash, password))) {
      this.deps.log.warn({ event: 'verify_failed', userId, locked: admission.locksOnFailure }, 'password check failed');
      throw new AppError('WRONG_PASSWORD', 'The password is incorrect', { password: 'WRONG_PASSWORD' });
    }
    await this.throttle.succeeded(admission);
  }

  /** Sets a new password, ends every session of the user and opens a new one. */
  async updatePassword(userId: number, sessionId: string, input: UpdatePasswordInput, ip: string): Promise<IssuedSession> {
    const persistent = (await findSessionPersistence(this.deps.db, sessionId)) ?? true;
    const user = await this.ownCredentials(userId, input.login);
    if (input.oldPassword === undefined) {
      throw new AppError('BAD_REQUEST', 'The current password is required', { oldPassword: 'PASSWORD_ERROR' });
    }
    await this.verify(userId, input.login, input.oldPassword, ip).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'WRONG_PASSWORD') {
        throw new AppError('WRONG_PASSWORD', 'The password is incorrect', { oldPassword: 'WRONG_PASSWORD' });
      }
      throw error;
    });
    if (await verifyPassword(user.password_hash, input.password)) {
      throw new AppError('BAD_REQUEST', 'The new password must differ', { password: 'PASSWORD_SAME_AS_OLD' });
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.deps.clock.now().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, userId, passwordHash);
      await revokeUserSessions(trx, userId, now);
      // A reset link asked for before must not undo the password just chosen.
      await voidResetTokens(trx, userId, now);
    });
    this.deps.log.info({ event: 'password_changed', userId }, 'password changed');
    return this.openSession(userId, persistent);
  }

  private async ownCredentials(userId: number, login: string) {
    const user = await findCredentialsById(this.deps.db, userId);
    if (user === undefined) throw sessionEnded();
    if (user.login !== login.trim().toLowerCase()) throw new AppError('FORBIDDEN', 'Only your own password');
    return user;
  }

  private async openSession(userId: number, persistent: boolean): Promise<IssuedSession> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const seconds = persistent ? SESSION_SECONDS.persistent : SESSION_SECONDS.browser;
    const sessionId = newId();
    const refresh = newOpaqueToken();
    return db.transaction().execute(async (trx) => {
      await insertSession(trx, {
        id: sessionId,
        userId,
        persistent,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
      });
      await insertRefreshToken(trx, refresh.hash, sessionId, now.toISOString());
      return this.describe(trx, userId, sessionId, refresh.token, persistent, seconds);
    });
  }

  private async describe(
    db: Kysely<DB>,
    userId: number,
    sessionId: string,
    refresh: string,
    persistent: boolean,
    maxAgeSeconds: number,
  ): Promise<IssuedSession> {
    const user = await findUserById(db, userId);
    const credentials = await findCredentialsById(db, userId);
    if (user === undefined || credentials === undefined) throw sessionEnded();
    const access = await this.deps.tokens.sign({ userId, sessionId }, this.deps.clock.now());
    const roles: RoleDto[] = user.roles.map((r) => ({ id: r.id, name: r.name as Role }));
    return {
      userId,
      token: { access, refresh },
      roles,
      login: user.login,
      mustChangePassword: credentials.must_change_password === 1,
      persistent,
      maxAgeSeconds,
    };
  }
}
