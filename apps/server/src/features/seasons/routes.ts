import { renewalResultDto, seasonOverviewDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, staffOf } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { SeasonsService } from './service.js';

/** Seasons and the opening of renewals for the next one (docs/product.md#seasons): admins only. */
export const seasonsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new SeasonsService({ ...deps, log: app.log });

  app.get('/season/', { config: { access: ADMIN }, schema: { response: { 200: seasonOverviewDto } } }, () => service.overview());

  app.post('/season/renewals', { config: { access: ADMIN }, schema: { response: { 200: renewalResultDto } } }, (request) =>
    service.openRenewals(staffOf(request).userId),
  );
};
