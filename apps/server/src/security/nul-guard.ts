import { MSG } from '@club/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';

/**
 * The path of the first string (value or key) holding a NUL in `value`, as the validation errors
 * name fields (`session.students.0.name`), or null. Walked with a stack, not recursion: a body of
 * a megabyte may nest arrays deeper than the call stack goes.
 */
export const nulPath = (value: unknown, root: string): string | null => {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) => stack.push({ value: element, path: join(item.path, String(index)) }));
    } else if (isPlainObject(item.value)) {
      for (const [key, element] of Object.entries(item.value)) {
        const path = join(item.path, key);
        if (key.includes('\u0000')) return path;
        stack.push({ value: element, path });
      }
    }
  }
  return null;
};

const join = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

/**
 * JSON objects, and parsed query strings, whose prototype is an empty object without a prototype
 * (fast-querystring's); buffers, streams, dates and other class instances hold no input text.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

const firstNulField = (request: FastifyRequest): string | null =>
  nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');

/**
 * The safety net under the schemas (which refuse every control character with the field's own
 * message): PostgreSQL cannot store a NUL, a query holding one fails with a 500, so a string
 * with a NUL that a route's schema let through (an ignored body, a loose object, a field checked
 * later in a service) is refused here, 400 with its field, before any handler runs. It runs after
 * validation, so a field its schema already refuses keeps the schema's message; and before the
 * response cache, so nothing is looked up with it.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  // A callback, not an async function: it runs on every request, and finds nothing on almost all.
  app.addHook('preHandler', (request, _reply, done) => {
    // The API only: the web app's pages and files read no input.
    if (request.routeOptions.url?.startsWith('/api/') !== true) return done();
    const field = firstNulField(request);
    done(field === null ? undefined : badRequest({ [field === '' ? 'body' : field]: MSG.invalid }));
  });
};
