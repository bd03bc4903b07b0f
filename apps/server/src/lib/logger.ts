import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs without personal data: the URL is logged without its query
 * (subscription tokens travel there), and neither headers nor bodies are logged.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: request.url.split('?')[0],
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
});
