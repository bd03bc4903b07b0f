import { possibleDuplicateDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { SeasonsService } from './service.js';

const seasonDto = z.object({ id: z.number(), label: z.string(), startDate: z.string(), endDate: z.string(), isCurrent: z.boolean() });

/** Seasons and the opening of renewals for the next one (ARCHITECTURE §4): admins only. */
export const seasonsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SeasonsService({ ...deps, log: app.log });

  app.get(
    '/season/',
    {
      config: { access: ADMIN },
      schema: {
        response: {
          200: z.object({
            current: seasonDto,
            next: seasonDto.nullable(),
            nextLabel: z.string(),
            seasons: z.array(seasonDto),
            renewals: z.object({ opened: z.number(), pending: z.number() }),
          }),
        },
      },
    },
    () => service.overview(),
  );

  app.post(
    '/season/renewals',
    {
      config: { access: ADMIN },
      schema: {
        response: {
          200: z.object({
            season: seasonDto,
            created: z.number(),
            mailed: z.number(),
            skipped: z.number(),
            possibleDuplicates: z.array(possibleDuplicateDto).optional(),
          }),
        },
      },
    },
    (request) => service.openRenewals(request.auth!.userId),
  );
};
