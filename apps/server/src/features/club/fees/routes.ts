import { feeSettingsDto, updateFeeSettingsSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, staffOf } from '../../../auth/access.js';
import type { AppDeps } from '../../../app-deps.js';
import { FeeSettingsService } from './service.js';

/**
 * The club's fee settings (docs/product.md#fees-and-payments): the federation licence's fee, the
 * family discount tiers and how a family's children are ranked for them, when the payment item ticks
 * itself and when overdue instalments are reminded (docs/product.md#instalments). The admins read and save them.
 */
export const feeSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = new FeeSettingsService({ db: deps.db, clock: deps.clock, log: app.log });

  app.get('/club/fees', { config: { access: ADMIN }, schema: { response: { 200: feeSettingsDto } } }, () => service.view());

  app.put(
    '/club/fees',
    { config: { access: ADMIN }, schema: { body: updateFeeSettingsSchema, response: { 200: feeSettingsDto } } },
    (request) => service.update(request.body, staffOf(request).userId),
  );
};
