import { loginSchema, refreshSchema, updatePasswordSchema, verifySchema } from '@club/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, STAFF_PASSWORD_CHANGE } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import type { AppDeps } from '../../app-deps.js';
import { AuthService, type IssuedSession } from './service.js';

export const REFRESH_COOKIE = 'club_refresh';
const COOKIE_PATH = '/api/coach';

const loginResponse = z.object({
  token: z.object({ access: z.string(), refresh: z.string() }),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  login: z.string(),
  mustChangePassword: z.boolean(),
});

/** SPEC §7 "Authentication": login, refresh, verify, password update, plus logout. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new AuthService({ db: deps.db, tokens: deps.tokens, clock: deps.clock, log: app.log });
  const secure = deps.config.publicUrl.startsWith('https://');

  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    // The answer carries tokens: no cache may keep it.
    reply.header('cache-control', 'no-store');
    reply.setCookie(REFRESH_COOKIE, session.token.refresh, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      // Without Max-Age the cookie ends with the browser ("remember me" off).
      ...(session.persistent ? { maxAge: session.maxAgeSeconds } : {}),
    });
    return { token: session.token, roles: session.roles, login: session.login, mustChangePassword: session.mustChangePassword };
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  const refreshOf = (request: FastifyRequest, body: { refresh?: string | undefined }) =>
    request.cookies[REFRESH_COOKIE] ?? body.refresh;

  app.post(
    '/login',
    { config: { access: PUBLIC }, schema: { body: loginSchema, response: { 200: loginResponse } } },
    async (request, reply) => sendSession(reply, await service.login(request.body, request.ip)),
  );

  app.post(
    '/refresh',
    { config: { access: PUBLIC }, schema: { body: refreshSchema.optional().default({}), response: { 200: loginResponse } } },
    async (request, reply) => {
      const token = refreshOf(request, request.body);
      if (token === undefined || token === '') throw new AppError('UNAUTHORIZED', 'No session');
      try {
        return sendSession(reply, await service.refresh(token));
      } catch (error) {
        clearCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    { config: { access: STAFF_PASSWORD_CHANGE }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = request.auth!;
      await service.logout(auth.sessionId, auth.userId);
      clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify',
    { config: { access: STAFF_PASSWORD_CHANGE }, schema: { body: verifySchema, response: { 200: z.object({ valid: z.literal(true) }) } } },
    async (request) => {
      await service.verify(request.auth!.userId, request.body.login, request.body.password, request.ip);
      return { valid: true as const };
    },
  );

  app.post(
    '/update/password',
    { config: { access: STAFF_PASSWORD_CHANGE }, schema: { body: updatePasswordSchema, response: { 200: loginResponse } } },
    async (request, reply) => {
      const auth = request.auth!;
      const session = await service.updatePassword(auth.userId, auth.sessionId, request.body, request.ip);
      return sendSession(reply, session);
    },
  );
};
