import {
  forgotPasswordResultDto,
  type LoginResponse,
  forgotPasswordSchema,
  loginResponseDto,
  loginSchema,
  passwordResetCheckSchema,
  passwordResetSchema,
  refreshSchema,
  updatePasswordSchema,
  validResultDto,
  verifySchema,
} from '@club/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, STAFF_PASSWORD_CHANGE, staffOf } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import { LANGUAGE_COOKIE, requestLanguage } from '../../lib/language.js';
import type { AppDeps } from '../../app-deps.js';
import { PasswordResetService } from './password-reset.js';
import { AuthService, type IssuedSession } from './service.js';

export const REFRESH_COOKIE = 'club_refresh';
const COOKIE_PATH = '/api/coach';
/**
 * Readable by the page, and no secret: it only says that a refresh cookie was set and when it
 * ends (same lifetime). Without it the app does not try a silent refresh bound to fail.
 */
export const SESSION_MARKER_COOKIE = 'club_session';
const MARKER_PATH = '/';

/** Login, refresh, verify, password update and reset, plus logout (docs/product.md#login-and-passwords). */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AuthService({ db: deps.db, tokens: deps.tokens, clock: deps.clock, log: app.log });
  const resets = new PasswordResetService({
    db: deps.db,
    clock: deps.clock,
    log: app.log,
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    club: deps.club,
  });
  const secure = deps.config.publicUrl.startsWith('https://');

  const sendSession = (reply: FastifyReply, session: IssuedSession): LoginResponse => {
    // The answer carries tokens: no cache may keep it.
    reply.header('cache-control', 'no-store');
    // Without Max-Age a cookie ends with the browser ("remember me" off).
    const lifetime = session.persistent ? { maxAge: session.maxAgeSeconds } : {};
    reply.setCookie(REFRESH_COOKIE, session.token.refresh, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, ...lifetime });
    reply.setCookie(SESSION_MARKER_COOKIE, '1', { path: MARKER_PATH, httpOnly: false, sameSite: 'strict', secure, ...lifetime });
    return { token: session.token, roles: session.roles, login: session.login, mustChangePassword: session.mustChangePassword };
  };
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH }).clearCookie(SESSION_MARKER_COOKIE, { path: MARKER_PATH });
  /** The language the staff member uses the app in, when the page told it (for the mails sent to them). */
  const languageOf = (request: FastifyRequest) => (request.cookies[LANGUAGE_COOKIE] === undefined ? undefined : requestLanguage(request));
  const refreshOf = (request: FastifyRequest, body: { refresh?: string | undefined }) => request.cookies[REFRESH_COOKIE] ?? body.refresh;

  app.post(
    '/login',
    { config: { access: PUBLIC }, schema: { body: loginSchema, response: { 200: loginResponseDto } } },
    async (request, reply) => sendSession(reply, await service.login(request.body, request.ip, languageOf(request))),
  );

  app.post(
    '/refresh',
    { config: { access: PUBLIC }, schema: { body: refreshSchema.optional().default({}), response: { 200: loginResponseDto } } },
    async (request, reply) => {
      const token = refreshOf(request, request.body);
      if (token === undefined || token === '') throw new AppError('UNAUTHORIZED', 'No session');
      try {
        return sendSession(reply, await service.refresh(token, languageOf(request)));
      } catch (error) {
        clearCookie(reply);
        throw error;
      }
    },
  );

  app.post('/logout', { config: { access: STAFF_PASSWORD_CHANGE }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const auth = staffOf(request);
    await service.logout(auth.sessionId, auth.userId);
    clearCookie(reply);
    return reply.status(204).send(null);
  });

  app.post(
    '/verify',
    { config: { access: STAFF_PASSWORD_CHANGE }, schema: { body: verifySchema, response: { 200: validResultDto } } },
    async (request) => {
      await service.verify(staffOf(request).userId, request.body.login, request.body.password, request.ip);
      return { valid: true as const };
    },
  );

  app.post(
    '/update/password',
    { config: { access: STAFF_PASSWORD_CHANGE }, schema: { body: updatePasswordSchema, response: { 200: loginResponseDto } } },
    async (request, reply) => {
      const auth = staffOf(request);
      const session = await service.updatePassword(auth.userId, auth.sessionId, request.body, request.ip);
      return sendSession(reply, session);
    },
  );

  app.post(
    '/password/forgot',
    { config: { access: PUBLIC }, schema: { body: forgotPasswordSchema, response: { 200: forgotPasswordResultDto } } },
    async (request, reply) => {
      // The same answer for every request, whatever the account (see PasswordResetService.request).
      await resets.request(request.body.identifier, request.ip, requestLanguage(request));
      reply.header('cache-control', 'no-store');
      return { accepted: true as const };
    },
  );

  app.post(
    '/password/reset/check',
    { config: { access: PUBLIC }, schema: { body: passwordResetCheckSchema, response: { 200: validResultDto } } },
    async (request, reply) => {
      await resets.check(request.body.token);
      reply.header('cache-control', 'no-store');
      return { valid: true as const };
    },
  );

  app.post(
    '/password/reset',
    { config: { access: PUBLIC }, schema: { body: passwordResetSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { endedBrowserSession } = await resets.reset(request.body.token, request.body.password, request.cookies[REFRESH_COOKIE]);
      // This browser's session of that account ended with the others: its cookies go too, so the
      // login page does not try a refresh bound to fail. Another account's session here stays.
      if (endedBrowserSession) clearCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
