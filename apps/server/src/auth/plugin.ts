import { FAMILY_SESSION_COOKIE, isRole } from '@club/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../db/data-changes.js';
import { VersionedMemo } from '../db/versioned-memo.js';
import type { DB } from '../db/types.js';
import { liveSessionQuery } from '../features/auth/repository.js';
import { FamilySessionAuth } from '../features/family/session-auth.js';
import { AppError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';
import type { AccessRule, AuthUser } from './access.js';
import type { AccessClaims, AccessTokens } from './tokens.js';

interface AuthPluginOptions {
  db: Kysely<DB>;
  tokens: AccessTokens;
  clock: Clock;
  /** The data version: a live session is read again only once one of its tables was written. */
  changes: DataChanges;
}

/** Sessions kept as read (a club has a few dozen staff members signed in at once). */
const LIVE_SESSIONS_KEPT = 10_000;

/**
 * The tables the session query reads. No cascade or trigger writes into them from elsewhere
 * (a user's deletion cascades from `users` itself), so only a write naming one of them can
 * change a session: logout, a role or password change, a deletion.
 */
const SESSION_TABLES = ['auth_sessions', 'users', 'user_roles', 'roles'] as const;

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  return match?.[1] ?? null;
};

type SessionRows = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>>>;

/**
 * Loads the user and checks the session is live, so logout and deletion end access at once:
 * each is a write to the session's tables, and a session is kept as read only until such a write commits.
 */
const loadAuthUser = async (
  options: AuthPluginOptions,
  liveSession: (claims: AccessClaims) => Promise<SessionRows>,
  token: string,
): Promise<AuthUser | null> => {
  const now = options.clock.now();
  const claims = await options.tokens.verify(token, now);
  if (claims === null) return null;
  const rows = await liveSession(claims);
  const row = rows[0];
  if (row === undefined || row.expires_at <= now.toISOString()) return null;
  return {
    userId: row.id,
    sessionId: claims.sessionId,
    login: row.login,
    roles: rows
      .map((r) => r.role)
      .filter((role) => role !== null)
      .filter(isRole),
    mustChangePassword: row.must_change_password === 1,
  };
};

export const enforce = (rule: AccessRule, user: AuthUser | null): void => {
  if (rule.kind === 'public') return;
  // Family routes are decided by the family cookie alone (see the access hook).
  if (rule.kind === 'family') throw new AppError('UNAUTHORIZED', 'A family session is required');
  if (user === null) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (user.mustChangePassword && !(rule.kind === 'staff' && rule.duringPasswordChange === true)) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'The password must be changed first');
  }
  if (rule.kind === 'roles' && !rule.roles.some((role) => user.roles.includes(role))) {
    throw new AppError('FORBIDDEN', 'Not allowed for this role');
  }
};

/**
 * Authentication and the access rule of every /api route. A route registered
 * without `config.access` stops the server at start-up.
 */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, options) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('family', null);
  const families = new FamilySessionAuth({ db: options.db, clock: options.clock, changes: options.changes });
  const read = liveSessionQuery(options.db);
  // Aged on the app's clock, like the cached answers.
  const kept = new VersionedMemo<SessionRows>(options.changes, {
    maxEntries: LIVE_SESSIONS_KEPT,
    maxAgeMs: CACHE_MAX_AGE_MS,
    now: () => options.clock.now().getTime(),
    tables: SESSION_TABLES,
  });
  // Kept whether or not the response cache is on (RESPONSE_CACHE_MB=0): a write elsewhere leaves
  // sessions as they were, so the first read after it finds its session kept (docs/bench.md#method).
  const liveSession = (claims: AccessClaims) => kept.get(`${claims.userId}:${claims.sessionId}`, () => read(claims));

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access rule`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.access;
    if (rule === undefined) return;
    // Staff answers carry members' and children's data: no browser or proxy keeps them, whatever
    // the server's own response cache does (it gives this header back with a kept answer).
    if (rule.kind !== 'public') reply.header('cache-control', 'no-store');
    // A family route reads its cookie only: a staff token never reaches it, and staff routes
    // never read the family cookie (docs/product.md#family-space).
    if (rule.kind === 'family') {
      request.family = await families.authenticate(request.cookies[FAMILY_SESSION_COOKIE]);
      if (request.family === null) throw new AppError('UNAUTHORIZED', 'A family session is required');
      return;
    }
    const token = bearer(request);
    request.auth = token === null ? null : await loadAuthUser(options, liveSession, token);
    enforce(rule, request.auth);
  });
});
