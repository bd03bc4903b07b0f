import { resumeDto, resumeQuery, submitEnvelope, submittedDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { keepAnswerUntil } from '../../lib/response-cache-plugin.js';
import { SizeCatalog } from '../subscriptions/sizes.js';
import { tokenRateLimit } from './guard.js';
import { PublicSubscriptionService } from './service.js';

/**
 * The family's form (docs/product.md#family-form): no login, the link's token is the key, and
 * token look-ups answer fewer requests per address than the rest of the API.
 */
export const subscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sizes = new SizeCatalog(deps.db, deps.changes, deps.clock);
  const service = new PublicSubscriptionService({ ...deps, log: app.log, sizes });
  const rateLimit = tokenRateLimit(deps.config.rateLimitMax);

  app.get(
    '/subscription/resume',
    {
      // Kept between writes like the staff lists (the rate limit still counts every call), never past the link's end.
      config: { access: PUBLIC, rateLimit, cache: true },
      schema: { querystring: resumeQuery, response: { 200: resumeDto } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { resume, linkExpiresAt } = await service.resume(request.query.token, requestLanguage(request));
      keepAnswerUntil(request, linkExpiresAt);
      return resume;
    },
  );

  app.post(
    '/subscription/',
    // The 22 fields are checked in the service: a missing one is MISSING_DATA (docs/product.md#family-form), not a 400.
    { config: { access: PUBLIC, rateLimit }, schema: { body: submitEnvelope, response: { 200: submittedDto } } },
    (request) => service.submit(request.body, request.body.language ?? requestLanguage(request)),
  );
};
