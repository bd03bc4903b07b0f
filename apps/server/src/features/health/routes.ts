import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../auth/access.js';
import type { AppDeps } from '../../app-deps.js';

/** GET /api/health: 200 when the server and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { access: PUBLIC, rateLimit: false }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const };
    },
  );
};
