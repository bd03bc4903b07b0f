import type { FastifyServerOptions } from 'fastify';

/** A calendar feed's path carries its token (docs/architecture.md#private-links): only the public id is logged. */
const FEED_PATH = /^(\/api\/calendar\/feed\/[A-Za-z0-9_-]{16})[A-Za-z0-9_-]*/;

/** The URL as logged: without its query (subscription tokens travel there) nor a feed's secret part. */
export const loggedUrl = (url: string): string => (url.split('?')[0] ?? '').replace(FEED_PATH, '$1…');

/**
 * Structured JSON logs without personal data: the URL is logged without its query
 * (subscription tokens travel there) or a feed's secret, and neither headers nor bodies are logged.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: loggedUrl(request.url),
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
});
