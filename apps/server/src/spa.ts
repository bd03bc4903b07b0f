import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the web build: its files as they are, and index.html for every other
 * path outside /api so the client router can answer (SPEC §2: unknown paths go to /).
 */
export const registerSpa = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; each client gets the best it accepts.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
};
