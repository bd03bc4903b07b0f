import {
  FAMILY_SESSION_COOKIE,
  familyHomeDto,
  familySessionParams,
  familySessionSchema,
  familySessionsDto,
  familySignInResultDto,
  familySignInSchema,
} from '@club/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf, PUBLIC } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { BackgroundTasks } from './after-answer.js';
import { familyCalendarLinkRoutes } from './calendar-link-routes.js';
import { familyFormsRoutes } from './forms-routes.js';
import { familyPaymentAttestationRoutes } from './payment-attestation-routes.js';
import { familyPaymentsRoutes } from './payments-routes.js';
import { FAMILY_SESSION_SECONDS, FamilyService } from './service.js';
import { FamilySignInService } from './sign-in.js';
import { familySigningRoutes } from './signing-routes.js';

/**
 * The cookie travels to the family routes and to the family space's page, which the server
 * renders from it for a signed-in family (docs/architecture.md#server-rendered-login). A browser
 * may still hold one made for /api/family only: it is cleared whenever a session opens or ends.
 */
const COOKIE_PATH = '/';
const EARLIER_COOKIE_PATH = '/api/family';

/** The family space's API (docs/product.md#family-space), under /api/family. */
export const familyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const afterAnswer = new BackgroundTasks(app.log);
  // The look-ups and mails of answered sign-in requests finish before the database closes.
  app.addHook('onClose', () => afterAnswer.idle());
  const signIn = new FamilySignInService({
    db: deps.db,
    clock: deps.clock,
    log: app.log,
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    club: deps.club,
    afterAnswer,
  });
  const service = new FamilyService({ db: deps.db, clock: deps.clock, log: app.log });
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.startsWith('https://'),
  } as const;
  const clearEarlierCookie = (reply: FastifyReply) =>
    reply.clearCookie(FAMILY_SESSION_COOKIE, { ...cookieOptions, path: EARLIER_COOKIE_PATH });
  const clearCookie = (reply: FastifyReply) => clearEarlierCookie(reply).clearCookie(FAMILY_SESSION_COOKIE, cookieOptions);

  app.post(
    '/family/sign-in',
    { config: { access: PUBLIC }, schema: { body: familySignInSchema, response: { 202: familySignInResultDto } } },
    async (request, reply) => {
      // The same answer for every address, known or not (see FamilySignInService).
      await signIn.request(request.body, request.ip, requestLanguage(request));
      reply.header('cache-control', 'no-store');
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/family/session',
    { config: { access: PUBLIC }, schema: { body: familySessionSchema, response: { 200: familyHomeDto } } },
    async (request, reply) => {
      const opened = await service.openSession(request.body.token, request.headers['user-agent']);
      reply.header('cache-control', 'no-store');
      reply.setCookie(FAMILY_SESSION_COOKIE, opened.cookie, { ...cookieOptions, maxAge: FAMILY_SESSION_SECONDS });
      clearEarlierCookie(reply);
      return opened.home;
    },
  );

  app.get('/family/', { config: { access: FAMILY }, schema: { response: { 200: familyHomeDto } } }, async (request) =>
    service.home(familyOf(request).emailKey),
  );

  app.get('/family/sessions', { config: { access: FAMILY }, schema: { response: { 200: familySessionsDto } } }, async (request) =>
    service.sessions(familyOf(request)),
  );

  app.delete(
    '/family/sessions/:id',
    { config: { access: FAMILY }, schema: { params: familySessionParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const caller = familyOf(request);
      await service.endSession(caller, request.params.id);
      if (request.params.id === caller.sessionId) clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post('/family/sign-out', { config: { access: FAMILY }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const caller = familyOf(request);
    await service.endSession(caller, caller.sessionId);
    clearCookie(reply);
    return reply.status(204).send(null);
  });

  await app.register(familySigningRoutes, deps);
  await app.register(familyFormsRoutes, deps);
  await app.register(familyPaymentsRoutes, deps);
  await app.register(familyPaymentAttestationRoutes, deps);
  await app.register(familyCalendarLinkRoutes, deps);
};
