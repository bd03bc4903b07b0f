import { familyFormsDto, familyFormsSchema, familyFormsSubmittedDto } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { FAMILY, familyOf } from '../../auth/access.js';
import { requestLanguage } from '../../lib/language.js';
import { SizeCatalog } from '../subscriptions/sizes.js';
import { FamilyFormsService } from './forms.js';

/** Several children's forms in one pass from the family space (docs/product.md#family-forms), under /api/family. */
export const familyFormsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const sizes = new SizeCatalog(deps.db, deps.changes, deps.clock);
  const forms = new FamilyFormsService({ ...deps, log: app.log, sizes });

  app.get('/family/forms', { config: { access: FAMILY }, schema: { response: { 200: familyFormsDto } } }, async (request) =>
    forms.forms(familyOf(request), requestLanguage(request)),
  );

  app.post(
    '/family/forms',
    // Each form's fields are checked in the service: a missing one is MISSING_DATA, keyed by its form (docs/product.md#family-forms).
    { config: { access: FAMILY }, schema: { body: familyFormsSchema, response: { 200: familyFormsSubmittedDto } } },
    async (request) => forms.submit(familyOf(request), request.body.forms, request.body.language ?? requestLanguage(request)),
  );
};
