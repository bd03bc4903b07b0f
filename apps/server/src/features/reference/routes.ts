import { referenceOptionSchema, sizeLabel, typeOptionSchema } from '@club/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';
import { requestLanguage } from '../../lib/language.js';
import { listPacks, listSizes, listTypes } from './repository.js';

/** Reference data (docs/architecture.md#database): types, packs, shirt and short sizes; labels in the request's language. */
export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/type/', { config: { access: STAFF }, schema: { response: { 200: z.array(typeOptionSchema) } } }, async (request) => {
    const rows = await listTypes(db);
    const lang = requestLanguage(request);
    return rows.map((r) => ({ id: r.id, code: r.code, label: lang === 'en' ? r.label_en : r.label_fr }));
  });

  app.get('/pack/', { config: { access: STAFF }, schema: { response: { 200: z.array(referenceOptionSchema) } } }, async (request) => {
    const rows = await listPacks(db);
    const lang = requestLanguage(request);
    return rows.map((r) => ({ id: r.id, label: lang === 'en' ? r.label_en : r.label_fr }));
  });

  for (const kind of ['shirt', 'short'] as const) {
    app.get(
      `/size/${kind}`,
      { config: { access: STAFF }, schema: { response: { 200: z.array(referenceOptionSchema) } } },
      async (request) => {
        const rows = await listSizes(db, kind);
        const lang = requestLanguage(request);
        return rows.map((r) => ({ id: r.id, label: sizeLabel(r.label, lang) }));
      },
    );
  }
};
