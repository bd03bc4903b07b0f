import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

/** The field name of a validation issue: `/firstName` → `firstName`, `/students/0/id` → `students.0.id`. */
const fieldOf = (instancePath: string, missingProperty: unknown): string => {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path !== '') return path;
  return typeof missingProperty === 'string' ? missingProperty : 'body';
};

/**
 * One error shape for every failure (docs/product.md#errors): `{code, message, fields?}`.
 * Client errors say what was wrong; a 5xx never says more than UNKNOWN_ERROR.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, issue.params?.missingProperty);
        fields[field] ??= issue.message ?? 'INVALID_VALUE';
      }
      return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Invalid data', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: 'UNKNOWN_ERROR', message: 'An unexpected error occurred' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type…
      const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
      return reply.status(status).send({ code, message: status === 413 ? 'Payload too large' : 'Invalid request' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'UNKNOWN_ERROR', message: 'An unexpected error occurred' });
  });
};
